// The articles' types and constants without their schemas (see common-types.ts): a screen that
// shows an article (its type's label, its reading time) does not bring zod into the page.
import type { CategorySummary, PublicUserSummary } from './common-types';

export const ARTICLE_TYPES = ['ARTICLE', 'CASE_STUDY', 'RESEARCH'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  ARTICLE: 'Artigo',
  CASE_STUDY: 'Estudo de Caso',
  RESEARCH: 'Investigação',
};
export const DEFAULT_READ_TIME = 10;
/** The case study's declaration, on the form's checkbox (DECISIONS.md section 7). */
export const PATIENT_CONSENT_LABEL = 'Declaro que o caso não permite identificar o doente e que obtive o seu consentimento.';
/** Why a case study without that declaration is refused, by the form and by the API. */
export const PATIENT_CONSENT_REQUIRED = 'Para publicar um estudo de caso, declare que o caso não permite identificar o doente e que obteve o seu consentimento.';
/** Text length (as a reader sees it: `htmlTextLength`) an article's content needs; the form says it too. */
export const ARTICLE_MIN_CONTENT_LENGTH = 50;
/** Bound on an article's or a protocol's stored HTML, after sanitising. */
export const MAX_CONTENT_LENGTH = 200_000;

/** What an article and a protocol both answer. */
export interface ContentItem {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML; only for signed-in members. */
  content?: string;
  /** Only for signed-in members. */
  pdfUrl?: string | null;
  hasPdf: boolean;
  imageUrl: string | null;
  likes: number;
  /** Whether the signed-in member liked it (false for visitors). */
  liked: boolean;
  authorId: number;
  categoryId: number;
  author: PublicUserSummary;
  category: CategorySummary;
  createdAt: string;
  updatedAt: string;
}

export interface Article extends ContentItem {
  type: ArticleType;
  readTime: number;
}

export interface LikeResult {
  likes: number;
  liked: boolean;
}

/** Words a reader reads in a minute: the reading time shown while writing and stored with the article. */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read HTML content (at least 1): its words as a reader sees them (markup left out,
 * a tag matched up to the next `<` or `>` as in `htmlTextLength`) at `WORDS_PER_MINUTE`.
 */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^<>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').match(/\S+/g)?.length ?? 0;
  return Math.min(600, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}
