/**
 * The one normalising step every member's input passes before it is validated (docs/rules/hardening.md): text may not hold control characters (U+0000–U+001F except tab, line feed and
 * carriage return, and U+007F) nor lone surrogates, and is kept in Unicode NFC, so that what is
 * stored, compared and counted is the same text however the member's keyboard composed it.
 */

export const INVALID_CHARACTERS = 'O texto contém caracteres inválidos.';

// Without the `u` flag the pattern sees UTF-16 code units, so it can find a surrogate that has no
// partner. Each alternative looks at most one unit either side: linear in the length of the text.
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const EVERY_FORBIDDEN = new RegExp(FORBIDDEN.source, 'g');

const hasForbiddenCharacters = (text: string) => FORBIDDEN.test(text);

/**
 * A query string's value in NFC, each forbidden character replaced by a space. Queries only filter
 * and search (nothing of them is stored), and lists are lenient with what they do not understand,
 * so a stray control character costs the visitor nothing rather than a 400.
 */
export const cleanQueryText = (text: string) => text.replace(EVERY_FORBIDDEN, ' ').normalize('NFC');

/** A JSON value with its strings in NFC (numbers, booleans and null as they are), or the fields refused. */
export type NormalisedInput = { ok: true; value: unknown } | { ok: false; errors: Record<string, string> };

/**
 * Walks `value` (whose depth the caller has bounded) and answers it with every string in NFC, or
 * the field (dotted path, as validation errors name fields) of every string that holds a forbidden
 * character. Object keys are names, not text that is stored, and are kept as sent.
 */
export function normaliseInput(value: unknown): NormalisedInput {
  const errors: Record<string, string> = {};
  const walk = (node: unknown, path: string[]): unknown => {
    if (typeof node === 'string') {
      if (hasForbiddenCharacters(node)) errors[path.length > 0 ? path.join('.') : '_'] ??= INVALID_CHARACTERS;
      return node.normalize('NFC');
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, String(index)]));
    // Object.fromEntries defines own properties, so a key named "__proto__" stays a plain key.
    if (node !== null && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]));
    return node;
  };
  const normalised = walk(value, []);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: normalised };
}
