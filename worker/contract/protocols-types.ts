import type { ContentItem } from './articles-types';

/** Text length (as a reader sees it) a protocol's content needs; the form says it too. */
export const PROTOCOL_MIN_CONTENT_LENGTH = 100;

export interface Protocol extends ContentItem {
  isValidated: boolean;
  downloads: number;
}

export interface DownloadResult {
  downloads: number;
  /** The PDF to open, or null when the protocol has none. */
  url: string | null;
}
