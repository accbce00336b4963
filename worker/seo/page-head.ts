import type { Article } from '#contract/articles-types';
import type { PortalEvent } from '#contract/events-types';
import type { Opportunity } from '#contract/opportunities-types';
import type { Protocol } from '#contract/protocols-types';
import type { Question } from '#contract/questions-types';
import type { PublicUser } from '#contract/users-types';
import type { Volunteering } from '#contract/volunteering-types';
import type { ServerPage } from '#ssr';
import { articleJsonLd, eventJsonLd, jobPostingJsonLd, jsonLdText, qaPageJsonLd, type ItemPage } from './structured-data';
import { absoluteUrl, DEFAULT_IMAGE, escapeMarkup, shortText, SITE_NAME } from './site';

// The head of a page the Worker serves: its title, description, canonical URL, link preview
// (Open Graph, Twitter card) and schema.org data, from the data the page was drawn with. Only
// public fields are read (titles, summaries, descriptions, names): never an article's content.

/** What a page's head says of it. */
export interface PageHead {
  title: string;
  /** The title of the preview: the item's own, without the site's name. */
  previewTitle: string;
  description: string;
  /** Path of the canonical URL (no query string: filters and searches are not pages of their own). */
  path: string;
  type: 'website' | 'article' | 'profile';
  image: { url: string; width?: number; height?: number; alt: string; large: boolean };
  /** Not for search engines' indexes (the search results, the not-found page). */
  noindex: boolean;
  jsonLd: Record<string, unknown> | null;
  published?: string;
  modified?: string;
}

const DEFAULT_DESCRIPTION = 'Rede TO: artigos, protocolos clínicos, eventos e oportunidades para terapeutas ocupacionais em Portugal.';

/** What each screen that lists or explains says of itself. */
const SCREEN_DESCRIPTIONS: Record<string, string> = {
  home: DEFAULT_DESCRIPTION,
  'articles-list': 'Artigos, estudos de caso e investigação escritos por terapeutas ocupacionais em Portugal.',
  'protocols-list': 'Protocolos clínicos de terapia ocupacional partilhados pela comunidade, com a validação de colegas.',
  'events-list': 'Formações, workshops e encontros de terapia ocupacional em Portugal: datas, locais e inscrições.',
  'opportunities-list': 'Ofertas de emprego para terapeutas ocupacionais em Portugal, do Minho ao Algarve e às ilhas.',
  'volunteering-list': 'Oportunidades de voluntariado para terapeutas ocupacionais em associações e instituições.',
  'members-list': 'Os terapeutas ocupacionais da Rede TO: especialidades, localidades e publicações.',
  'questions-list': 'Perguntas clínicas de terapeutas ocupacionais em Portugal, respondidas por colegas.',
  search: 'Pesquise artigos, protocolos, eventos, oportunidades e membros da Rede TO.',
  about: 'O que é a Rede TO: a comunidade portuguesa de terapeutas ocupacionais, quem a faz e para quê.',
  'how-it-works': 'Como funciona a Rede TO: registo, publicação de artigos e protocolos, eventos e oportunidades.',
  privacy: 'A política de privacidade da Rede TO: que dados guardamos, para quê e os seus direitos.',
  terms: 'Os termos de utilização da Rede TO.',
  cookies: 'Os cookies que a Rede TO usa e para quê.',
  'not-found': 'Esta página não existe na Rede TO.',
};

/** The screens of one item, the API collection their data comes from and the item's path. */
const ITEM_SCREENS: Record<string, { collection: string; path: string }> = {
  'article-detail': { collection: '/api/articles', path: '/articles' },
  'protocol-detail': { collection: '/api/protocols', path: '/protocols' },
  'event-detail': { collection: '/api/events', path: '/eventos' },
  'opportunity-detail': { collection: '/api/opportunities', path: '/oportunidades' },
  'volunteering-detail': { collection: '/api/volunteering', path: '/voluntariado' },
  'member-profile': { collection: '/api/users', path: '/members' },
  'question-detail': { collection: '/api/questions', path: '/perguntas' },
};

/** The item the page was drawn with: its query is `[collection, id]` (src/features/…/api). */
function itemOf(page: ServerPage, collection: string): { id: number } | null {
  const entry = page.data.find(({ queryKey }) => queryKey[0] === collection && typeof queryKey[1] === 'number' && queryKey.length === 2);
  const item = entry?.data as { id?: unknown } | null | undefined;
  return item && typeof item.id === 'number' ? (item as { id: number }) : null;
}

/** A path without its trailing slash ('/' stays). */
const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function imageOf(origin: string, imageUrl: string | null | undefined, alt: string): PageHead['image'] {
  if (imageUrl && (imageUrl.startsWith('/') || /^https:\/\//.test(imageUrl))) return { url: absoluteUrl(origin, imageUrl), alt, large: true };
  return { url: absoluteUrl(origin, DEFAULT_IMAGE.path), width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height, alt: DEFAULT_IMAGE.alt, large: true };
}

/** The start of a question's text from its HTML (a member's page): what a visitor reads of it. */
const questionExcerpt = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** The head of a page of one item, or null when the page holds no such item (not found, not loaded). */
function itemHead(page: ServerPage, origin: string): PageHead | null {
  const screen = page.screen && ITEM_SCREENS[page.screen];
  if (!screen) return null;
  const item = itemOf(page, screen.collection);
  if (!item) return null;
  const path = `${screen.path}/${item.id}`;
  const url = absoluteUrl(origin, path);
  const base = { title: page.title, path, noindex: false };

  switch (page.screen) {
    case 'article-detail':
    case 'protocol-detail': {
      const content = item as Article | Protocol;
      const image = imageOf(origin, content.imageUrl, content.title);
      const itemPage: ItemPage = { origin, url, image: image.url };
      return {
        ...base,
        previewTitle: content.title,
        description: shortText(content.summary),
        type: 'article',
        image,
        jsonLd: articleJsonLd(content, itemPage),
        published: content.createdAt,
        modified: content.updatedAt,
      };
    }
    case 'event-detail': {
      const event = item as PortalEvent;
      const image = imageOf(origin, event.imageUrl, event.title);
      return { ...base, previewTitle: event.title, description: shortText(event.description), type: 'website', image, jsonLd: eventJsonLd(event, { origin, url, image: image.url }) };
    }
    case 'opportunity-detail': {
      const offer = item as Opportunity;
      return {
        ...base,
        previewTitle: `${offer.title} · ${offer.company}`,
        description: shortText(offer.description),
        type: 'website',
        image: imageOf(origin, null, offer.title),
        jsonLd: jobPostingJsonLd(offer, { origin, url, image: '' }),
      };
    }
    case 'volunteering-detail': {
      const offer = item as Volunteering;
      return { ...base, previewTitle: `${offer.title} · ${offer.organization}`, description: shortText(offer.description), type: 'website', image: imageOf(origin, null, offer.title), jsonLd: null };
    }
    case 'question-detail': {
      // Its title and the start of its text (what a visitor reads), whoever the page was drawn for.
      const question = item as Question;
      const description = shortText(question.excerpt ? question.content : questionExcerpt(question.content));
      return {
        ...base,
        previewTitle: question.title,
        description,
        type: 'article',
        image: imageOf(origin, null, question.title),
        jsonLd: qaPageJsonLd(question, description, { origin, url, image: '' }),
        published: question.createdAt,
        modified: question.updatedAt ?? question.createdAt,
      };
    }
    default: {
      const member = item as PublicUser;
      const about = member.bio || [member.specialty, member.location].filter(Boolean).join(' · ') || `Membro da ${SITE_NAME}.`;
      // An avatar is small and square: a small card, not the large one.
      const image = member.avatarUrl ? { ...imageOf(origin, member.avatarUrl, member.fullName), large: false } : imageOf(origin, null, member.fullName);
      return { ...base, previewTitle: member.fullName, description: shortText(about), type: 'profile', image, jsonLd: null };
    }
  }
}

/**
 * The head of the page at `url`: `page` is its server render, or null for a screen drawn by the
 * browser only (a generic head: the portal's name and description).
 */
export function pageHead(page: ServerPage | null, url: URL, origin: string): PageHead {
  const item = page ? itemHead(page, origin) : null;
  if (item) return item;
  const screen = page?.screen ?? '';
  const title = page?.title ?? SITE_NAME;
  return {
    title,
    previewTitle: title,
    description: SCREEN_DESCRIPTIONS[screen] ?? DEFAULT_DESCRIPTION,
    path: canonicalPath(url.pathname),
    type: 'website',
    image: imageOf(origin, null, SITE_NAME),
    // A certificate of attendance names a member: anyone may check it, no index may list it (docs/rules/cpd-portfolio.md).
    noindex: screen === 'search' || screen === 'not-found' || page?.status === 404 || url.pathname.startsWith('/certificados/'),
    jsonLd: null,
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number | undefined) =>
  content === undefined || content === '' ? '' : `<meta ${attribute}="${key}" content="${escapeMarkup(String(content))}" />`;

/** The tags of `head`, for the HTML head (every text escaped; the JSON-LD cannot close its element). */
export function headTags(head: PageHead, origin: string): string {
  const url = absoluteUrl(origin, head.path);
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'pt_PT'),
    meta('property', 'og:title', head.previewTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', head.image.width),
    meta('property', 'og:image:height', head.image.height),
    meta('property', 'og:image:alt', head.image.alt),
    meta('property', 'article:published_time', head.published),
    meta('property', 'article:modified_time', head.modified),
    meta('name', 'twitter:card', head.image.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.previewTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    head.jsonLd ? `<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The static description of index.html, which a page's own replaces. */
const SHELL_DESCRIPTION = /<meta name="description"[^>]*>\s*/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;

/** index.html's head (up to `#root`) with the page's tags in place of its title and description. */
export const withHeadTags = (shellHead: string, tags: string) => shellHead.replace(SHELL_DESCRIPTION, '').replace(SHELL_TITLE, () => tags);
