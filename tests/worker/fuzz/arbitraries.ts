import fc from 'fast-check';

/*
 * Hostile values for the property-based tests of the API, and the bodies built from them.
 *
 * Two kinds of placeholder keep the counterexamples that fast-check prints readable:
 * - `@ref:<name>` (see world.ts) names something of the test's world, resolved just before the
 *   request is sent: the acting member's own article, an upload of another member, a free username…
 * - `@@raw:<kind>:<n>@@` is JSON text that `JSON.stringify` cannot write (a number beyond a double,
 *   10,000 levels of nesting), put in place of the string when the body is serialised.
 */

/** What text fields must refuse (docs/rules/hardening.md): C0 controls but tab, LF and CR; DEL; lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasForbiddenCharacter = (text: string) => FORBIDDEN_CHARACTER.test(text);

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F'];
/** High and low surrogates without their partner, and a pair in the wrong order. */
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800'];

/** NUL first and most often: it is where storage and C strings part ways (SQLite's length() stops at it). */
const forbiddenFragment = fc.oneof({ weight: 1, arbitrary: fc.constant('\u0000') }, { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES) });

/** Text that is allowed but awkward: decomposed accents (not NFC), invisible and bidi characters, markup, SQL, FTS syntax. */
const awkwardFragment = fc.constantFrom(
  'e\u0301', // "é" decomposed: must be stored as NFC
  'Sa\u0303o Joa\u0303o',
  '\u212B', // Angstrom sign, NFC gives U+00C5
  '\t',
  '\n',
  '\r\n',
  '\u0085',
  '\u00A0',
  '\u200B',
  '\u202E',
  '\uFEFF',
  '\u{1F600}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '"NEAR(',
  'NEAR(a b, 2)',
  '* OR ',
  'AND OR NOT',
  '%00',
  '\\u0000',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  'NaN',
);

/** A fragment to put into text: mostly one it must refuse, sometimes one it must accept (and normalise). */
const textFragment = fc.oneof({ weight: 2, arbitrary: forbiddenFragment }, { weight: 1, arbitrary: awkwardFragment });

// Quoted inside a JSON document, bare when it is the whole body.
const RAW = /"?@@raw:([A-Za-z]+):([^"\\@]*)@@"?/g;
const raw = (kind: string, argument: string | number) => `@@raw:${kind}:${argument}@@`;

/** JSON text for a raw placeholder. */
function rawJson(kind: string, argument: string): string {
  const n = Number(argument);
  switch (kind) {
    case 'number':
      return argument;
    case 'deepArray':
      return '['.repeat(n) + ']'.repeat(n);
    case 'deepObject':
      return '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    case 'wideArray':
      return `[${Array.from({ length: n }, () => '1').join(',')}]`;
    case 'manyKeys':
      return `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;
    default:
      throw new Error(`unknown raw JSON ${kind}`);
  }
}

/** Expands the raw placeholders of an already serialised body. */
export const expandRaw = (json: string) => json.replace(RAW, (_, kind: string, argument: string) => rawJson(kind, argument));

/** A value as JSON text, raw placeholders included. */
export const toJsonText = (value: unknown) => expandRaw(JSON.stringify(value) ?? 'null');

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -2.5, 2 ** 31, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, 5e-324),
  fc.constantFrom(raw('number', '1e309'), raw('number', '-1e309'), raw('number', '-0'), raw('number', '1'.padEnd(400, '0')), raw('number', '0.0000000000000000000001'), raw('number', '1E400')),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Strings that look like numbers, booleans or nothing to a careless coercion. */
const numberLikeString = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '1_000',
  ' 7 ',
  '7abc',
  '٣',
  '１２',
  '9'.repeat(400),
  'true',
  'null',
  'undefined',
  '[object Object]',
);

/** Long strings around every limit of the API, of characters that cost more to escape, count or normalise. */
const longString: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(256, 1001, 2001, 5001, 10_001, 100_001, 200_001), fc.constantFrom('a', 'é', 'e\u0301', '\u{1F600}', '<b>', '&amp;', ' ', '"', '\\', '\u0000', '\uD800'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
  fc.constant('a'.repeat(1 << 20)),
);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: forbiddenFragment },
  { weight: 3, arbitrary: awkwardFragment },
  { weight: 2, arbitrary: numberLikeString },
  { weight: 2, arbitrary: longString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES, 'a', ' '), maxLength: 20 }) },
);

/** Nesting that a recursive walk over the body would not survive, as JSON text. */
const deepJson = fc.oneof(
  fc.constantFrom(100, 1000, 10_000, 100_000).map((n) => raw('deepArray', n)),
  fc.constantFrom(100, 1000, 10_000).map((n) => raw('deepObject', n)),
  fc.constantFrom(1000, 100_000).map((n) => raw('wideArray', n)),
  fc.constantFrom(1000, 10_000).map((n) => raw('manyKeys', n)),
);

/** Any value of any JSON type, in the place of a field. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; shallow: unknown }>((tie) => ({
  shallow: fc.oneof(fc.constant(null), fc.boolean(), hostileNumber, hostileString),
  value: fc.oneof(
    { weight: 6, arbitrary: tie('shallow') },
    { weight: 1, arbitrary: fc.array(tie('shallow'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'length', '0'), tie('shallow'), { maxKeys: 2 }) },
    { weight: 1, arbitrary: deepJson },
  ),
})).value;

/** Names a client has no business sending: server-set fields, prototype keys, near-misses of real fields. */
const unknownFieldName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'authorId',
    'posterId',
    'organizerId',
    'userId',
    'isValidated',
    'likes',
    'downloads',
    'registeredCount',
    'createdAt',
    'passwordHash',
    'role',
    'isAdmin',
    '',
    'Title',
    'title ',
    '\u0000',
    '\uD800',
    'a'.repeat(1000),
  ),
  fc.string({ maxLength: 12 }),
);

/** Unknown fields (as own properties, `__proto__` included: `Object.fromEntries` defines, never assigns). */
const unknownFields = fc
  .array(fc.tuple(unknownFieldName, fc.oneof(hostileValue, fc.constant({ isAdmin: true, role: 'admin' }))), { minLength: 1, maxLength: 3 })
  .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

type Body = Record<string, unknown>;

const pick = <T>(items: T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);

/** `body` with the field at each index (modulo the fields it has) replaced by a hostile value. */
function replaceFields([body, replacements]: [Body, [number, unknown][]]): Body {
  const fields = Object.keys(body);
  const out = { ...body };
  for (const [index, value] of replacements) {
    const field = pick(fields, index);
    if (field !== undefined) out[field] = value;
  }
  return out;
}

/** `body` with a hostile fragment put inside one of its string fields, so that the rest of the value stays valid. */
function injectIntoText([body, fieldIndex, position, fragment]: [Body, number, number, string]): Body {
  const textFields = Object.keys(body).filter((field) => typeof body[field] === 'string' && !(body[field] as string).startsWith('@ref:'));
  const field = pick(textFields, fieldIndex);
  if (field === undefined) return body;
  const text = body[field] as string;
  const at = position < 0 ? text.length : position % (text.length + 1);
  return { ...body, [field]: text.slice(0, at) + fragment + text.slice(at) };
}

/** `body` with one of its string fields replaced by a hostile string (a lone NUL, a lone surrogate, 200 KB…). */
function replaceTextField([body, fieldIndex, value]: [Body, number, string]): Body {
  const textFields = Object.keys(body).filter((field) => typeof body[field] === 'string' && !(body[field] as string).startsWith('@ref:'));
  const field = pick(textFields, fieldIndex);
  return field === undefined ? body : { ...body, [field]: value };
}

function dropFields([body, indexes]: [Body, number[]]): Body {
  const fields = Object.keys(body);
  const dropped = new Set(indexes.map((index) => pick(fields, index)));
  return Object.fromEntries(Object.entries(body).filter(([field]) => !dropped.has(field)));
}

/** Where a fragment goes into a text: at its start (where NUL hides the rest from SQLite's length()), at its end (-1), or anywhere. */
const insertPosition = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat() });

/** The valid-looking bodies of `valid`, and the same mutated: wrong types, hostile text, missing and unknown fields. */
function mutatedBody(valid: fc.Arbitrary<Body>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 5, arbitrary: fc.tuple(valid, fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 3 })).map(replaceFields) },
    { weight: 4, arbitrary: fc.tuple(valid, fc.nat(), insertPosition, textFragment).map(injectIntoText) },
    { weight: 4, arbitrary: fc.tuple(valid, fc.nat(), hostileString).map(replaceTextField) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.array(fc.nat(), { minLength: 1, maxLength: 3 })).map(dropFields) },
    { weight: 2, arbitrary: fc.tuple(unknownFields, valid, unknownFields).map(([before, body, after]) => ({ ...before, ...body, ...after })) },
  );
}

/** A body whose text fields carry a character they must refuse, or text that is not NFC; for the input-rules property. */
export function bodyWithHostileText(valid: fc.Arbitrary<Body>): fc.Arbitrary<Body> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), insertPosition, textFragment), { minLength: 1, maxLength: 2 }))
    .map(([body, injections]) => injections.reduce((out, [field, position, fragment]) => injectIntoText([out, field, position, fragment]), body));
}

/** What a request carries, described so that a counterexample reads as what was sent. */
export type BodySpec =
  /** A JSON value, serialised with its raw placeholders expanded. */
  | { json: unknown; contentType?: string | null }
  /** JSON text as is (malformed, truncated, a bare value…). */
  | { text: string; contentType?: string | null }
  /** Bytes given in hex: JSON that is not valid UTF-8. */
  | { hex: string; contentType?: string | null }
  | { none: true };

const hex = (text: string) => [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** JSON documents that are not an object, or not JSON at all. */
const rawBodyText = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '{"',
  '{"title":',
  '{"title":"',
  '{"content":"\\u',
  'null',
  '[]',
  '[{}]',
  '0',
  '-1',
  '1e309',
  '"texto"',
  'true',
  '{}',
  '{"a":1,}',
  "{'title':'x'}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{/* */}',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"title":"a","title":{"$gt":""}}',
  '{"content":"\\ud800"}',
  '{"content":"\\u0000"}',
  raw('deepArray', 10_000),
  raw('deepObject', 10_000),
  raw('deepArray', 1_000_000),
  raw('manyKeys', 50_000),
);

/** JSON that is not valid UTF-8: a stray byte, an overlong NUL, a UTF-8-encoded surrogate, a cut sequence, UTF-16. */
const invalidUtf8Hex = fc.constantFrom(
  `${hex('{"content":"')}ff${hex('"}')}`,
  `${hex('{"content":"')}c080${hex('"}')}`,
  `${hex('{"content":"')}eda080${hex('"}')}`,
  `${hex('{"content":"')}e282${hex('"}')}`,
  'fffe7b007d00',
);

const contentType = fc.constantFrom<string | null | undefined>(
  undefined, // application/json
  null, // none at all
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
);

/** Every kind of body, around the valid-looking ones of an endpoint. */
export function hostileBodySpec(valid: fc.Arbitrary<Body>): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    { weight: 8, arbitrary: mutatedBody(valid).map((json): BodySpec => ({ json })) },
    { weight: 1, arbitrary: fc.tuple(mutatedBody(valid), contentType).map(([json, type]): BodySpec => ({ json, contentType: type })) },
    { weight: 2, arbitrary: rawBodyText.map((text): BodySpec => ({ text })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat()).map(([body, cut]): BodySpec => {
        const text = JSON.stringify(body);
        return { text: text.slice(0, cut % text.length) };
      }),
    },
    { weight: 1, arbitrary: invalidUtf8Hex.map((hexBytes): BodySpec => ({ hex: hexBytes })) },
    { weight: 1, arbitrary: fc.constant<BodySpec>({ none: true }) },
  );
}

/** Path ids that are not ids: zero, negative, beyond a double, text, NUL, malformed escapes, huge. */
export const hostileIdSegment = fc.constantFrom(
  '0',
  '-1',
  '-0',
  '+1',
  '01',
  '1.5',
  '1e2',
  '1e309',
  '0x10',
  '9007199254740993',
  '9'.repeat(400),
  'abc',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%00',
  '1%00',
  '%20%31',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  '1%2F2',
  '%2e%2e',
  'a'.repeat(10_000),
);

/** Query values: numbers out of range, arrays (repeated keys), text where a number goes, FTS syntax, huge strings. */
const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  numberLikeString,
  fc.constantFrom(
    '-1',
    '0',
    '101',
    '1000000',
    '1e309',
    '9'.repeat(400),
    '1.5',
    'abc',
    '"NEAR(',
    'NEAR(',
    '"',
    '*',
    '^a',
    'a OR b',
    'a AND',
    'NOT',
    '(',
    ')',
    'title:x',
    '-x',
    'a"b',
    "'",
    '\\',
    'ação',
    'terapeutica',
  ),
  fc.constantFrom('%00', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF', '%0A%0D', '%22NEAR(').map((encoded) => `@@encoded:${encoded}`),
  forbiddenFragment,
  awkwardFragment,
  fc.constantFrom('a', 'é', '"', '\u0000', '\uD800', '*').map((unit) => unit.repeat(10_240)),
);

/** A query value as it goes into the URL: well-formed text percent-encoded, lone surrogates as the UTF-8 bytes of a surrogate, `@@encoded:` as is. */
export function encodeQueryValue(value: string): string {
  if (value.startsWith('@@encoded:')) return value.slice('@@encoded:'.length);
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length && value.charCodeAt(i + 1) >= 0xdc00 && value.charCodeAt(i + 1) <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      // A lone surrogate cannot be UTF-8; this is what a client that encodes it anyway sends.
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

/** Query parameters: known keys of the list and unknown ones, hostile values, keys repeated. */
export function hostileQuery(keys: string[]): fc.Arbitrary<[string, string][]> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'limit[]', '', 'LIMIT', '@@encoded:%00', '@@encoded:%ED%A0%80') },
  );
  return fc.array(fc.tuple(key, hostileQueryValue), { maxLength: 5 });
}
