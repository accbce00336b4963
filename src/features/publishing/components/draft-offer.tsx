import type { DraftBody, DraftKind, FormDraftBody } from '#contract/drafts-types';
import { NEW_ITEM_DRAFT } from '#contract/drafts-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { deleteDraft, fetchDraft, readLocalDraft, removeLocalDraft, useDrafts } from '../api/drafts';
import type { DraftSaved } from './use-draft-autosave';

/** "14:05": the time of a save, in Lisbon. */
const timeOf = (iso: string) => formatDateTime(iso).split(', ')[1] ?? '';

/** "Rascunho guardado às 14:05", once something was saved. */
export function DraftStatus({ saved }: { saved: DraftSaved | null }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      {saved && (saved.where === 'server' ? `Rascunho guardado às ${timeOf(saved.at)}` : `Rascunho guardado neste dispositivo às ${timeOf(saved.at)} (sem ligação ao servidor)`)}
    </p>
  );
}

/** A draft saved before, as the page opens it. */
export interface SavedDraft {
  body: DraftBody | FormDraftBody;
  savedAt: string;
}

export type SavedDraftCheck =
  /** The member's drafts are being looked up: the form waits, so that nothing typed meanwhile replaces one. */
  | { state: 'checking' }
  /** The saved draft could not be fetched: the form waits, rather than start empty and replace it. */
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; draft: SavedDraft | null };

/**
 * The draft of this item saved before, on the server or in this browser, the newer of the two
 * (docs/rules/first-day.md, "Drafts are never lost"). The writer opens it filled in.
 */
export function useSavedDraft(kind: DraftKind, itemId: number | null, userId: number): SavedDraftCheck {
  const drafts = useDrafts();
  const [local] = useState(() => readLocalDraft(userId, kind, itemId));
  const onServer = drafts.data?.find((draft) => draft.kind === kind && draft.itemId === itemId);
  const serverIsNewer = onServer !== undefined && (local === null || onServer.updatedAt > local.savedAt);
  const serverDraft = useQuery({
    queryKey: ['/api/drafts', kind, itemId ?? NEW_ITEM_DRAFT],
    queryFn: () => fetchDraft(kind, itemId),
    enabled: serverIsNewer,
    // Read once, as the page opens: the page's own saves follow.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  // Settled once: the form opens with the answer, and the page's own saves, which refresh the
  // list, never send it back to waiting (nor swap its draft).
  const settled = useRef<SavedDraftCheck | null>(null);
  if (settled.current) return settled.current;
  let check: SavedDraftCheck;
  // The list as it is now, not as it was cached before the last save.
  if (drafts.isPending || drafts.isFetching) check = { state: 'checking' };
  // Without the server (no connection), the draft kept in this browser.
  else if (!serverIsNewer) check = { state: 'ready', draft: local };
  else if (serverDraft.data) check = { state: 'ready', draft: { body: serverDraft.data.body, savedAt: serverDraft.data.updatedAt } };
  else if (serverDraft.isError) check = local ? { state: 'ready', draft: local } : { state: 'failed', retry: () => void serverDraft.refetch() };
  else check = { state: 'checking' };
  if (check.state === 'ready') settled.current = check;
  return check;
}

/** What the writer says while it looks for a saved draft it could not fetch. */
export function DraftCheckFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="mt-6 space-y-3 text-slate-700">
      <p>Não foi possível abrir o seu rascunho guardado.</p>
      <Button variant="outline" onClick={retry}>
        Tentar novamente
      </Button>
    </div>
  );
}

interface DraftBannerProps {
  kind: DraftKind;
  itemId: number | null;
  userId: number;
  savedAt: string;
  /** The draft is gone (here and on the server): the form goes back to its first values. */
  onDiscarded: () => void;
}

/**
 * Above a form opened with its saved draft: when it was saved, and 'Começar do zero', which asks
 * before the draft is discarded.
 */
export function DraftBanner({ kind, itemId, userId, savedAt, onDiscarded }: DraftBannerProps) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function discard() {
    setBusy(true);
    try {
      // A draft kept only in this browser is not on the server (404).
      await deleteDraft(kind, itemId).catch((error: unknown) => {
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
      });
    } catch {
      setBusy(false);
      toast({ title: 'Erro ao descartar o rascunho', description: 'Não foi possível descartar o rascunho. Tente novamente.', variant: 'destructive' });
      return;
    }
    removeLocalDraft(userId, kind, itemId);
    void queryClient.invalidateQueries({ queryKey: ['/api/drafts'] });
    setAsking(false);
    onDiscarded();
  }

  return (
    <section aria-label="Rascunho guardado" className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">A continuar o rascunho guardado em {formatDateTime(savedAt)}.</p>
      <Dialog open={asking} onOpenChange={(open) => !busy && setAsking(open)}>
        <Button size="sm" variant="outline" className="shrink-0" onClick={() => setAsking(true)}>
          Começar do zero
        </Button>
        {asking && (
          <DialogContent title="Descartar o rascunho guardado?" description="O que escreveu neste rascunho é apagado e o formulário fica vazio. Esta ação não pode ser desfeita." className="max-w-md">
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Manter o rascunho
                </Button>
              </DialogClose>
              <Button variant="destructive" onClick={() => void discard()} disabled={busy}>
                {busy ? 'A descartar…' : 'Descartar rascunho'}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
