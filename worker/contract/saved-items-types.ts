import type { Article } from './articles-types';
import type { Protocol } from './protocols-types';

export interface SavedItem {
  id: number;
  userId: number;
  articleId: number | null;
  protocolId: number | null;
  article: Article | null;
  protocol: Protocol | null;
  createdAt: string;
}
