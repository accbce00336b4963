// What every list and item shares, without the schemas: this module imports nothing, so the SPA
// (its request helper is in the first JavaScript a page loads) reads these without bringing zod.
// Each `<name>-types.ts` here is the zod-free half of `<name>.ts`: the types the SPA and the
// Worker share, the enums as `as const` arrays and the limits; `<name>.ts` holds the schemas and
// checks (`Assert<SameShape<…>>`) that they produce exactly these types.

/** Lists: `limit` (default 20, at most 100) and `offset`; the total is in `X-Total-Count`. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** URL of a file we host: `/api/files/{key}`. */
export const FILE_URL_PREFIX = '/api/files/';

/** Error body of every refused request (docs/rules/api.md). */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

/** The public summary of a member, embedded in every item that has an author, poster or organizer. */
export interface PublicUserSummary {
  id: number;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  specialty: string | null;
  location: string | null;
  /** A moderator checked the member's licence number (docs/rules/trust.md): the badge 'TO verificado'. */
  verifiedOt: boolean;
}

/**
 * Why an item or comment is hidden by moderation (docs/rules/trust.md), as its author and
 * moderators read it; `hidden` is null while it is visible, and for everyone else a hidden item is
 * not there at all.
 */
export interface HiddenState {
  /** The moderator's reason, as the author reads it under 'Oculto pela moderação' (null: none given). */
  reason: string | null;
  hiddenAt: string;
}

export interface CategorySummary {
  id: number;
  name: string;
  icon: string;
}

/**
 * Lower-case, accents removed, spaces folded: the form in which list searches (`q`) compare text,
 * so that "terapeutica" finds "Terapêutica" and the other way round.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
