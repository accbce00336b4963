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

/** The longest tag, from `<` to `>`, that an article may hold (DECISIONS.md section 11). */
export const MAX_TAG_LENGTH = 2048;

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

/** Keeps the attributes of `tag` whose values are safe; every link gets `rel="noopener noreferrer nofollow"`. */
function keepSafeAttributes(tag: string, attributes: sanitize.Attributes): sanitize.Tag {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attributes)) {
    if (!allowed.includes(name)) continue;
    const value = safeAttribute(tag, name, raw.trim());
    if (value !== null) kept[name] = value;
  }
  if (tag === 'a') kept.rel = LINK_REL;
  return { tagName: tag, attribs: kept };
}

/**
 * sanitize-html on htmlparser2: one pass over the input, so its cost grows with the input's
 * length only (why not `xss`: docs/decisions/064-hardening.md).
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
  // An image without a usable source has nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * 413 when the HTML is longer than an article may be, 400 when one of its tags is longer than
 * `MAX_TAG_LENGTH`: bounds checked in one pass before any parser reads the input.
 */
export function assertBoundedHtml(html: string): void {
  if (html.length > MAX_CONTENT_LENGTH) {
    const message = 'O conteúdo é demasiado longo.';
    throw tooLarge(message);
  }
  const opensTag = (at: number) => /[A-Za-z/!?]/.test(html[at + 1] ?? '');
  let close = -1;
  for (let open = html.indexOf('<'); open !== -1; ) {
    if (close < open) {
      close = html.indexOf('>', open + 1);
      if (close === -1) close = html.length;
    }
    const next = html.indexOf('<', open + 1);
    // A tag runs from its `<` to the next `>`, unless another `<` comes first (the parser then reads
    // the first as text). `close` only moves forward, so the scan reads the input once.
    if (opensTag(open) && (next === -1 || next > close) && close - open > MAX_TAG_LENGTH) {
      const message = 'O conteúdo tem uma etiqueta HTML demasiado longa.';
      throw badRequest(message, { content: message });
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
  return sanitize(html, OPTIONS).trim();
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
export function toStoredContent(html: string): { content: string; contentText: string } {
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
