// The drafts' types without their schemas (see common-types.ts): what the writer's page and the
// profile read of a draft.
import type { ArticleType } from './articles-types';

/** What a draft may be written for: a new item, or the changes to an existing one of its author. */
export const DRAFT_KINDS = ['article', 'protocol', 'event', 'opportunity', 'volunteering', 'question'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
/** The kinds written on the writer's page (their drafts hold `DraftBody`). */
const ITEM_DRAFT_KINDS = ['article', 'protocol'] as const;
export type ItemDraftKind = (typeof ITEM_DRAFT_KINDS)[number];
/** The kinds written on a creation form (events, offers; their edit pages reuse it): drafts hold `FormDraftBody`. */
export type FormDraftKind = Exclude<DraftKind, ItemDraftKind>;
export const isItemDraftKind = (kind: DraftKind): kind is ItemDraftKind => (ITEM_DRAFT_KINDS as readonly string[]).includes(kind);

/** The path segment of a draft for a new item (`/api/drafts/article/new`); an existing item's is its id. */
export const NEW_ITEM_DRAFT = 'new';

/** Bound on a draft's stored JSON: the content's bound and room for the other fields. */
export const MAX_DRAFT_BYTES = 256 * 1024;

/** What the author has written so far: any of the item's fields, each within the item's bounds. */
export interface DraftBody {
  title?: string;
  summary?: string;
  /** Sanitised HTML, as an item's. */
  content?: string;
  categoryId?: number | null;
  /** The community it will be posted in (null: the whole portal). */
  communityId?: number | null;
  /** Articles only. */
  type?: ArticleType;
  imageUrl?: string | null;
  pdfUrl?: string | null;
  /** The PDF's file name as the author chose it, shown beside it while writing. */
  pdfName?: string | null;
  /** Articles only: the case study's declaration (docs/rules/trust.md). */
  patientConsent?: boolean;
}

/** The draft of an event or an offer: its form's fields as written (text, numbers, choices). */
export type FormDraftBody = Record<string, string | number | boolean | null>;

/** A draft in the author's list: which item it is for, and when it was last saved. */
export interface DraftSummary {
  kind: DraftKind;
  /** The item being edited, or null for a new one. */
  itemId: number | null;
  title: string;
  updatedAt: string;
}

export interface Draft extends DraftSummary {
  body: DraftBody | FormDraftBody;
}
