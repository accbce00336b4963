/*
 * A deleted member's name taken out of what others wrote about them: the moderation log's titles
 * and reasons, other members' reports (docs/decisions/028-hardening-second-pass.md). Whole words
 * only, in any capitals, so that a short username ('ana') leaves 'semana' as it is.
 */

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that finds any of `names` (a full name, a username) as whole words, in any capitals:
 * not preceded nor followed by a letter, a digit or '_'. Linear in the text: the names are literal
 * alternatives, longest first, so that a full name is replaced whole before a shorter name in it.
 */
export function namePattern(names: string[]): RegExp | null {
  const words = [...new Set(names.map((name) => name.trim()).filter((name) => name.length > 0))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeForRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}

/** `text` with every whole-word occurrence of the pattern's names replaced by `label`, at most `max` characters (code points). */
export function withoutNames(text: string, pattern: RegExp, label: string, max: number): string {
  const replaced = text.replace(pattern, label);
  const characters = Array.from(replaced);
  return characters.length > max ? characters.slice(0, max).join('') : replaced;
}
