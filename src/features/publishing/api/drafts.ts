import { NEW_ITEM_DRAFT, type Draft, type DraftBody, type DraftKind, type DraftSummary, type FormDraftBody } from '#contract/drafts-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** A draft on the server: `/api/drafts/{kind}/{new|id}` (decision 073). */
const draftPath = (kind: DraftKind, itemId: number | null) => `/api/drafts/${kind}/${itemId ?? NEW_ITEM_DRAFT}`;

/** The signed-in member's drafts, last saved first. */
const draftsQuery = queryOptions({
  queryKey: ['/api/drafts'],
  queryFn: ({ signal }) => apiGet<DraftSummary[]>('/api/drafts', { signal }),
});

export const useDrafts = (enabled = true) => useQuery({ ...draftsQuery, enabled });

export const fetchDraft = (kind: DraftKind, itemId: number | null) => apiGet<Draft>(draftPath(kind, itemId));
export const putDraft = (kind: DraftKind, itemId: number | null, body: DraftBody | FormDraftBody) => apiRequest<Draft>('PUT', draftPath(kind, itemId), body);
export const deleteDraft = (kind: DraftKind, itemId: number | null) => apiRequest<void>('DELETE', draftPath(kind, itemId));

const CREATE_PATHS: Record<DraftKind, string> = {
  article: '/criar-artigo',
  protocol: '/criar-protocolo',
  event: '/criar-evento',
  opportunity: '/criar-oportunidade',
  volunteering: '/criar-voluntariado',
  question: '/perguntas/nova',
};

/** Where a draft is written: the creation page of its kind, or the edit page of its item. */
/** The first segment of an item's edit page (`/eventos/12/editar`). */
const EDIT_SEGMENTS: Record<DraftKind, string> = { article: 'artigos', protocol: 'protocolos', event: 'eventos', opportunity: 'oportunidades', volunteering: 'voluntariado', question: 'perguntas' };

export function writerPath(kind: DraftKind, itemId: number | null): string {
  if (itemId === null) return CREATE_PATHS[kind];
  return `/${EDIT_SEGMENTS[kind]}/${itemId}/editar`;
}

/** A draft kept in this browser too, so that a lost connection loses no text. */
export interface LocalDraft {
  body: DraftBody | FormDraftBody;
  savedAt: string;
}

const localKey = (userId: number, kind: DraftKind, itemId: number | null) => `rede-to:rascunho:${userId}:${kind}:${itemId ?? NEW_ITEM_DRAFT}`;

export function readLocalDraft(userId: number, kind: DraftKind, itemId: number | null): LocalDraft | null {
  try {
    const stored = window.localStorage.getItem(localKey(userId, kind, itemId));
    const parsed = stored ? (JSON.parse(stored) as LocalDraft) : null;
    return parsed && typeof parsed.savedAt === 'string' && parsed.body && typeof parsed.body === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: number, kind: DraftKind, itemId: number | null, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(localKey(userId, kind, itemId), JSON.stringify(draft));
  } catch {
    // A full or forbidden storage: the server keeps the draft.
  }
}

export function removeLocalDraft(userId: number, kind: DraftKind, itemId: number | null): void {
  try {
    window.localStorage.removeItem(localKey(userId, kind, itemId));
  } catch {
    // Nothing to remove.
  }
}
