// The lists' constants without their schemas: this module imports nothing, so the SPA's request
// helper (in the first JavaScript a page loads) reads the total's header without bringing zod.
// './common' re-exports everything here.

/** Lists: `limit` (default 20, at most 100) and `offset`; the total is in `X-Total-Count`. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
