import sanitize from 'sanitize-html';
import { htmlTextLength } from '#contract/articles';
import { MAX_CONTENT_LENGTH } from '#contract/articles-types';
import { FILE_URL_PREFIX } from '#contract/common-types';
import { badRequest, tooLarge } from '../lib/errors';

/**
 * Tags an article or protocol may contain, with their allowed attributes. Everything else is
 * removed: tags on the strip list lose their content too, any other tag keeps its text only.
 */
const ALLOWED_TAGS: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  blockquote: [],
  code: [],
  pre: [],
  hr: [],
};

/** Tags removed together with everything inside them (their text is code, markup or a form). */
const STRIPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'button',
  'xmp',
  'title',
  'head',
];

/** The longest tag, from `<` to `>`, that an article may hold (docs/decisions/064-hardening.md). */
export const MAX_TAG_LENGTH = 2048;
/** How deep elements may sit inside one another: the editor's deepest lists stay far below it. */
const MAX_HTML_DEPTH = 100;
/** Opening tags in one text, void ones included (an article of 200 KB has a few hundred). */
const MAX_OPENING_TAGS = 5_000;
/** Closing tags whose element is not open: the parser searches all its open elements for each. */
const MAX_UNMATCHED_CLOSING_TAGS = 1_000;

const TAG_TOO_LONG = 'O conteúdo tem uma etiqueta HTML demasiado longa.';
const TOO_DEEP = `O conteúdo tem etiquetas HTML encaixadas em mais de ${MAX_HTML_DEPTH} níveis.`;
const TOO_MANY_TAGS = `O conteúdo tem mais de ${MAX_OPENING_TAGS} etiquetas HTML.`;
const TOO_MANY_UNMATCHED = `O conteúdo tem mais de ${MAX_UNMATCHED_CLOSING_TAGS} etiquetas HTML de fecho sem a etiqueta de abertura.`;

/** Elements that never hold content (htmlparser2's list): the parser never keeps them open. */
const VOID_ELEMENTS = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

const LINK_REL = 'noopener noreferrer nofollow';
const NUMBER = /^\d{1,4}$/;
/** Absolute http(s) and mailto links, or a path on this site (`/…`, but not `//host` or `/\host`). */
const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*)$/i;
const SAFE_IMAGE = new RegExp(`^${FILE_URL_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9_-]+(\\.[a-z0-9]+)?$`);

/** The value to keep for an allowed attribute (as the parser decoded it), or null to drop it. */
function safeAttribute(tag: string, name: string, value: string): string | null {
  switch (name) {
    case 'href':
      return SAFE_LINK.test(value) ? value : null;
    case 'src':
      return tag === 'img' && SAFE_IMAGE.test(value) ? value : null;
    case 'target':
      return value === '_blank' ? '_blank' : null;
    case 'rel':
      return null;
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return NUMBER.test(value) ? value : null;
    default:
      return value;
  }
}

/**
 * What sanitize-html writes for an image left without attributes, and only for one: text and
 * attribute values have their `<` escaped. Such images are removed from its output.
 */
const IMAGE_WITHOUT_SOURCE = '<img />';

/**
 * Keeps the attributes of `tag` whose values are safe; every link gets `rel="noopener noreferrer
 * nofollow"`. An image without a usable source has nothing to show: it loses every attribute, and
 * `sanitizeHtml` removes it. (sanitize-html's `exclusiveFilter` cuts the output built so far at each
 * element it drops: 0.5 s for 5,000 images after 170 KB of text. Renaming the image to a tag not
 * allowed leaves sanitize-html a stale name that it gives the next closing tag at the same depth.)
 */
function keepSafeAttributes(tag: string, attributes: sanitize.Attributes): sanitize.Tag {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attributes)) {
    if (!allowed.includes(name)) continue;
    const value = safeAttribute(tag, name, raw.trim());
    if (value !== null) kept[name] = value;
  }
  if (tag === 'img' && !kept.src) return { tagName: tag, attribs: {} };
  if (tag === 'a') kept.rel = LINK_REL;
  return { tagName: tag, attribs: kept };
}

/**
 * sanitize-html on htmlparser2: one pass over the input (why not `xss`: docs/decisions/064-hardening.md).
 * htmlparser2 searches its open elements at each closing tag, so its cost is linear only on input
 * whose nesting `assertBoundedHtml` has bounded.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED_TAGS),
  allowedAttributes: ALLOWED_TAGS,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: STRIPPED_WITH_CONTENT,
  transformTags: { '*': keepSafeAttributes },
};

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
/** Where a tag name starting at `from` ends: at white space, `/`, `>` or the next `<`. */
function tagNameEnd(html: string, from: number): number {
  let end = from;
  for (; end < html.length; end += 1) {
    const code = html.charCodeAt(end);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d || code === 0x2f || code === 0x3e || code === 0x3c) break;
  }
  return end;
}

/**
 * Bounds checked in one pass before any parser reads the input: 413 when the HTML is longer than an
 * article may be; 400 on `content` when one of its tags is longer than `MAX_TAG_LENGTH`, when its
 * elements nest deeper than `MAX_HTML_DEPTH`, when it has more than `MAX_OPENING_TAGS` opening
 * tags or more than `MAX_UNMATCHED_CLOSING_TAGS` closing tags whose element is not open.
 *
 * Nesting is counted on a simple model, with one counter per tag name instead of a stack to search:
 * an opening tag of an element that is not void nor written self-closing opens it, a closing tag
 * closes one open element of its name, or is unmatched when none is open. Every `<` followed by a
 * letter counts, even where the parser would read it as text inside a tag: the parser then sees
 * fewer opening tags than counted, so however it nests them it holds at most `MAX_OPENING_TAGS`
 * open elements, and each closing tag it searches them for is one counted as unmatched or one that
 * a counted opening tag matched.
 */
export function assertBoundedHtml(html: string): void {
  if (html.length > MAX_CONTENT_LENGTH) {
    const message = 'O conteúdo é demasiado longo.';
    throw tooLarge(message);
  }
  const refuse = (message: string) => badRequest(message, { content: message });
  const openByName = new Map<string, number>();
  let depth = 0;
  let openingTags = 0;
  let unmatchedClosingTags = 0;
  const opensTag = (at: number) => /[A-Za-z/!?]/.test(html[at + 1] ?? '');
  let close = -1;
  for (let open = html.indexOf('<'); open !== -1;) {
    if (close < open) {
      close = html.indexOf('>', open + 1);
      if (close === -1) close = html.length;
    }
    const next = html.indexOf('<', open + 1);
    // A tag runs from its `<` to the next `>`, unless another `<` comes first (the parser then reads
    // the first as text). `close` only moves forward, so the scan reads the input once.
    const endsAtClose = next === -1 || next > close;
    if (opensTag(open) && endsAtClose && close - open > MAX_TAG_LENGTH) throw refuse(TAG_TOO_LONG);
    const closing = html.charCodeAt(open + 1) === 0x2f;
    const nameStart = open + (closing ? 2 : 1);
    if (isAsciiLetter(html.charCodeAt(nameStart))) {
      // A name ends at the next `<` at the latest, so no character is read twice.
      const name = html.slice(nameStart, tagNameEnd(html, nameStart)).toLowerCase();
      const openOfName = openByName.get(name) ?? 0;
      if (closing) {
        if (openOfName > 0) {
          openByName.set(name, openOfName - 1);
          depth -= 1;
        } else if (++unmatchedClosingTags > MAX_UNMATCHED_CLOSING_TAGS) {
          throw refuse(TOO_MANY_UNMATCHED);
        }
      } else {
        if (++openingTags > MAX_OPENING_TAGS) throw refuse(TOO_MANY_TAGS);
        const selfClosing = endsAtClose && close < html.length && html.charCodeAt(close - 1) === 0x2f;
        if (!selfClosing && !VOID_ELEMENTS.has(name)) {
          openByName.set(name, openOfName + 1);
          if (++depth > MAX_HTML_DEPTH) throw refuse(TOO_DEEP);
        }
      }
    }
    open = next;
  }
}

/**
 * Sanitises article and protocol HTML on its way into the database: an allowlist of formatting
 * tags and safe attributes; links only to http(s), mailto or this site, always with
 * `rel="noopener noreferrer nofollow"`; images only from our own `/api/files/…`.
 */
export function sanitizeHtml(html: string): string {
  assertBoundedHtml(html);
  return sanitize(html, OPTIONS).replaceAll(IMAGE_WITHOUT_SOURCE, '').trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
  euro: '€',
  middot: '·',
  bull: '•',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The text a reader sees in sanitised HTML, for the full-text index: tags become spaces (so that
 * paragraphs do not run together), entities are decoded, white space is folded.
 */
export function htmlToText(sanitisedHtml: string): string {
  return decodeEntities(sanitisedHtml.replace(/<[^<>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Article or protocol HTML as stored: sanitised, with its plain text for the full-text index. */
function toStoredContent(html: string): { content: string; contentText: string } {
  const content = sanitizeHtml(html);
  return { content, contentText: htmlToText(content) };
}

/**
 * Sanitised content and its text, refused (400 on `content`) when what is left after sanitising
 * is shorter than `minLength` characters of text: markup that was removed does not count.
 */
export function toStoredContentOfAtLeast(html: string, minLength: number): { content: string; contentText: string } {
  const stored = toStoredContent(html);
  if (htmlTextLength(stored.content) < minLength) {
    const message = `O conteúdo deve ter pelo menos ${minLength} caracteres.`;
    throw badRequest(message, { content: message });
  }
  return stored;
}
