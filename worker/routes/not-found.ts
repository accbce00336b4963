import type { ContentKind } from '../db/queries/content';

/** What every call about an article or a protocol answers when there is none the reader may read (404). */
export const CONTENT_NOT_FOUND: Record<ContentKind, string> = {
  article: 'Artigo não encontrado',
  protocol: 'Protocolo não encontrado',
};
