import type { PublicUserSummary } from './common-types';

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
}
