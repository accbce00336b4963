// The articles' types and constants without their schemas (see common-types.ts): a screen that
// shows an article (its type's label, its reading time) does not bring zod into the page.
import type { CategorySummary, HiddenState, PublicUserSummary } from './common-types';
import type { CommunitySummary } from './communities-types';

export const ARTICLE_TYPES = ['ARTICLE', 'CASE_STUDY', 'RESEARCH'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  ARTICLE: 'Artigo',
  CASE_STUDY: 'Estudo de caso',
  RESEARCH: 'Investigação',
};
export const DEFAULT_READ_TIME = 10;
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
  /** The community it was posted in (null: the whole portal): 'Publicado em «Pediatria»' (docs/rules/communities.md). */
  communityId: number | null;
  community: CommunitySummary | null;
  createdAt: string;
  updatedAt: string;
  /** Hidden by moderation: for its author and moderators only (null while visible; nobody else reads a hidden item). */
  hidden: HiddenState | null;
  /**
   * In a member's search results only: where the words searched are found only in the attached
   * PDF's text, the text around them, shown as 'No PDF anexo: …' (docs/rules/pdf-text.md); absent
   * where the item's own text matched, and everywhere else.
   */
  pdfExcerpt?: string;
}

export interface Article extends ContentItem {
  type: ArticleType;
  readTime: number;
}

export interface LikeResult {
  likes: number;
  liked: boolean;
}
