/*
 * The reads a cookie's claim starts before KV has answered (decision 027, narrowed by decision
 * 028): the cheap reads pages make. Everything else waits for the session (the export, the
 * sessions list, the settings, drafts, files, calendars, registrations and moderation), so that a
 * forged claim costs no more than a visitor's request and says nothing of how much a member holds.
 */

/** Reads that may start before the session is known: a GET (or HEAD). */
const CLAIMABLE_METHODS = new Set(['GET', 'HEAD']);

/** The member, lists and items, their comments, the member's saved items, follows and notifications. */
const CLAIMABLE_READS = [
  /^\/api\/me(\/activity)?\/?$/,
  /^\/api\/(articles|protocols)(\/\d+(\/comments)?)?\/?$/,
  /^\/api\/(users|categories|events|opportunities|volunteering)(\/[^/]+)?\/?$/,
  /^\/api\/(saved-items|notifications|follows|follows\/feed|search)\/?$/,
];

/** Whether an API request may run under the member its cookie claims. */
export const isClaimable = (method: string, path: string) => CLAIMABLE_METHODS.has(method) && CLAIMABLE_READS.some((read) => read.test(path));
