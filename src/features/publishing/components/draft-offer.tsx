import type { DraftBody, DraftKind, FormDraftBody } from '#contract/drafts-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
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

interface DraftOfferProps {
  kind: DraftKind;
  itemId: number | null;
  userId: number;
  onTakeUp: (body: DraftBody | FormDraftBody) => void;
  onDone: () => void;
}

/**
 * 'Continuar rascunho': offered when a draft of this item was saved before (on the server, or in
 * this browser), the newer of the two taken up. Writing without answering replaces it.
 */
export function DraftOffer({ kind, itemId, userId, onTakeUp, onDone }: DraftOfferProps) {
  const drafts = useDrafts();
  const [local] = useState(() => readLocalDraft(userId, kind, itemId));
  const [busy, setBusy] = useState(false);
  const onServer = drafts.data?.find((draft) => draft.kind === kind && draft.itemId === itemId);
  if (drafts.isPending || (!local && !onServer)) return null;
  const useLocal = local !== null && (!onServer || local.savedAt >= onServer.updatedAt);
  const savedAt = useLocal ? local.savedAt : onServer!.updatedAt;

  async function takeUp() {
    setBusy(true);
    try {
      onTakeUp(useLocal ? local!.body : (await fetchDraft(kind, itemId)).body);
      onDone();
    } catch {
      setBusy(false);
      toast({ title: 'Erro ao abrir o rascunho', description: 'Não foi possível abrir o rascunho. Tente novamente.', variant: 'destructive' });
    }
  }

  async function discard() {
    setBusy(true);
    removeLocalDraft(userId, kind, itemId);
    if (onServer) await deleteDraft(kind, itemId).catch(() => undefined);
    void drafts.refetch();
    onDone();
  }

  return (
    <section aria-label="Rascunho guardado" className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">Tem um rascunho guardado em {formatDateTime(savedAt)}. Se começar a escrever sem o retomar, será substituído.</p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" onClick={() => void discard()} disabled={busy}>
          Descartar rascunho
        </Button>
        <Button size="sm" onClick={() => void takeUp()} disabled={busy}>
          Continuar rascunho
        </Button>
      </div>
    </section>
  );
}
