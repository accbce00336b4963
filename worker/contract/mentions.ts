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

/**
 * A question's or answer's sanitised HTML with each `@username` of its text a link to the member:
 * only in text, never inside a tag or an existing link. A username is a-z, 0-9, '.', '_' and '-', so
 * the link needs no escaping.
 */
export function withMentionLinks(html: string): string {
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink += 1;
        else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      if (insideLink > 0) return part;
      let linked = '';
      let at = 0;
      for (const span of mentionSpans(part)) {
        linked += `${part.slice(at, span.start)}<a href="${mentionHref(span.username)}">${part.slice(span.start, span.end)}</a>`;
        at = span.end;
      }
      return linked + part.slice(at);
    })
    .join('');
}
