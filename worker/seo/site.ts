import type { Config } from '../runtime/ports';

/** The portal's name, as link previews and feeds show it. */
export const SITE_NAME = 'Rede TO';

/** The default link preview (scripts/make-icons.mjs): for pages and items without an image of their own. */
export const DEFAULT_IMAGE = { path: '/og-default.png', width: 1200, height: 630, alt: 'Rede TO: a comunidade de terapeutas ocupacionais em Portugal' } as const;

/**
 * The origin of every absolute URL the portal gives out (canonical, Open Graph, sitemap, feeds):
 * the environment's PUBLIC_URL, so that one address is canonical even when the same Worker also
 * answers on workers.dev; the request's own origin only while PUBLIC_URL is not a URL (an
 * environment not yet configured).
 */
export function siteOrigin(config: Pick<Config, 'publicUrl'>, url: URL): string {
  try {
    const configured = new URL(config.publicUrl);
    if (configured.protocol === 'https:' || configured.protocol === 'http:') return configured.origin;
  } catch {
    // Not a URL: falls through to the request's origin.
  }
  return url.origin;
}

/** `path` (or an absolute URL we were given) as an absolute URL of the portal. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

/** Characters XML 1.0 forbids (control characters other than tab and line breaks): a document with one does not parse. */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML or XML attribute or element. */
export const escapeMarkup = (text: string) => text.replace(XML_FORBIDDEN, '').replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character]!);

/** One line of at most `max` characters, cut at a word with an ellipsis: previews show little. */
export function shortText(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
