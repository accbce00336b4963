/**
 * Mentions (docs/rules/mentions.md): `@username` in a comment, question or answer links to that
 * member's profile and tells them, once per text. Shared by the Worker (who is told) and the SPA
 * (the links, the completion, the limit's message before sending).
 */

/** The most members one text may mention. */
export const MENTIONS_MAX = 10;

export const TOO_MANY_MENTIONS = `Pode mencionar no máximo ${MENTIONS_MAX} membros num texto.`;

/**
 * `@` then a username (3 to 30 of a-z, 0-9, '.', '_', '-'), not preceded by a letter, a digit or
 * one of those characters (so an e-mail address is not a mention). A username cannot end in '.' or
 * '-' here, so that the full stop after '@ana.' ends the sentence, not the name. One pass, no
 * backtracking beyond the name's 30 characters.
 */
const MENTION = /(?<![\p{L}\p{N}._@-])@([a-z0-9][a-z0-9._-]{1,28}[a-z0-9_])(?![a-z0-9_])/giu;

/** A mention found in a text: the username as written (lower-cased) and where its '@' starts and the name ends. */
export interface MentionSpan {
  username: string;
  start: number;
  end: number;
}

/** Every mention of `text`, in order (a username may appear more than once). */
export function mentionSpans(text: string): MentionSpan[] {
  return Array.from(text.matchAll(MENTION), (match) => ({ username: match[1]!.toLowerCase(), start: match.index, end: match.index + match[0].length }));
}

/** The distinct usernames `text` mentions, in the order of their first mention. */
export function mentionedUsernames(text: string): string[] {
  return [...new Set(mentionSpans(text).map((span) => span.username))];
}

/** Where a mention leads: the profile of that username (the Worker sends it on to the member's page). */
export const mentionHref = (username: string) => `/members/@${encodeURIComponent(username)}`;
