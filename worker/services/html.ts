import xss from 'xss';
import { htmlTextLength } from '#contract/articles';
import { FILE_URL_PREFIX } from '#contract/common';
import { badRequest } from '../lib/errors';

// `xss` is CommonJS: its named exports are properties of the default export at run time.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof import('xss');

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
  a: ['href', 'title', 'target'],
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

const LINK_REL = 'noopener noreferrer nofollow';
const NUMBER = /^\d{1,4}$/;
/** Absolute http(s) and mailto links, or a path on this site (`/…`, but not `//host` or `/\host`). */
const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*)$/i;
const SAFE_IMAGE = new RegExp(`^${FILE_URL_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9_-]+(\\.[a-z0-9]+)?$`);

/** The value to keep for an allowed attribute, already escaped for a double-quoted value, or null to drop it. */
function safeAttribute(tag: string, name: string, rawValue: string): string | null {
  // Decodes numeric entities, `&colon;` and control characters, so `jav&#x09;ascript:` is seen as it runs.
  const value = friendlyAttrValue(rawValue).trim();
  switch (name) {
    case 'href':
      return SAFE_LINK.test(value) ? escapeAttrValue(value) : null;
    case 'src':
      return tag === 'img' && SAFE_IMAGE.test(value) ? value : null;
    case 'target':
      return value === '_blank' ? '_blank' : null;
    case 'width':
    case 'height':
    case 'colspan':
    case 'rowspan':
    case 'start':
      return NUMBER.test(value) ? value : null;
    default:
      return escapeAttrValue(value);
  }
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: STRIPPED_WITH_CONTENT,
  stripBlankChar: true,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return '';
    const safe = safeAttribute(tag, name, value);
    return safe === null ? '' : `${name}="${safe}"`;
  },
});

/** `<img>` left without a usable `src`, in the sanitiser's own (well-formed, quoted) output. */
const IMAGE_WITHOUT_SOURCE = /<img(?![^>]*\ssrc=")[^>]*>/g;
const LINK_OPENING = /<a(\s[^>]*)?>/g;
/** What `xss` leaves where it dropped an unclosed script or style. */
const REMOVED_MARKER = /\[\/?removed\]/g;
/** A `<` that cannot open a tag or comment (as in "idade < 5"): HTML reads it as text, and so do we. */
const STRAY_LESS_THAN = /<(?![a-zA-Z/!])/g;

/**
 * Sanitises article and protocol HTML on its way into the database: an allowlist of formatting
 * tags and safe attributes; links only to http(s), mailto or this site, always with
 * `rel="noopener noreferrer nofollow"`; images only from our own `/api/files/…`.
 */
export function sanitizeHtml(html: string): string {
  return filter
    .process(html.replace(STRAY_LESS_THAN, '&lt;'))
    .replace(REMOVED_MARKER, '')
    .replace(IMAGE_WITHOUT_SOURCE, '')
    .replace(LINK_OPENING, (_match, attributes: string | undefined) => `<a${attributes ?? ''} rel="${LINK_REL}">`)
    .trim();
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
  return decodeEntities(sanitisedHtml.replace(/<[^>]*>/g, ' '))
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
