import type { HiddenState, PublicUserSummary } from './common-types';

/** Longest comment, in characters; the comment box stops there too. */
export const COMMENT_MAX = 5000;

export interface Comment {
  id: number;
  content: string;
  userId: number;
  articleId: number | null;
  protocolId: number | null;
  author: PublicUserSummary;
  createdAt: string;
  /** When its author last edited it (null: never); the page shows '(editado)'. */
  updatedAt: string | null;
  /** Hidden by moderation: for its author and moderators only (null while visible; nobody else reads a hidden item). */
  hidden: HiddenState | null;
}

/** What an edited comment shows beside its date. */
export const EDITED_LABEL = '(editado)';
