import { EMPLOYMENT_TYPES, type EmploymentType } from '#contract/opportunities-types';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS, savedSearchLabel, type SavedSearchFrequency, type SavedSearchKind } from '#contract/saved-searches-types';
import { BellPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { listQueryOf } from '../../../components/ui/list-search-form';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { offerFiltersOf } from '../../../lib/offer-filters';
import { useSaveSearch } from '../api/saved-searches';

/**
 * 'Guardar pesquisa' on an offer list (docs/rules/job-alerts-and-pay.md): saves the list's district,
 * type and words as they are in the URL, and asks when to be told of a new offer that matches.
 * Members only.
 */
export function SaveSearchButton({ kind }: { kind: SavedSearchKind }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      {/* On a phone the icon alone, beside 'Publicar'; its name is the whole label. */}
      <Button variant="outline" onClick={() => setOpen(true)} aria-label="Guardar pesquisa">
        <BellPlus aria-hidden="true" />
        <span className="hidden sm:inline">Guardar pesquisa</span>
      </Button>
      {open && <SaveSearchDialog kind={kind} onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveSearchDialog({ kind, onClose }: { kind: SavedSearchKind; onClose: () => void }) {
  const [params] = useSearchParams();
  const filters = offerFiltersOf(params);
  const employmentType = kind === 'opportunities' && (EMPLOYMENT_TYPES as readonly string[]).includes(filters.employmentType ?? '') ? (filters.employmentType as EmploymentType) : null;
  const search = { kind, district: filters.district ?? null, employmentType, q: listQueryOf(params).trim() || null };
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('immediate');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSearch();
  const legendId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...search, frequency },
      {
        onSuccess: () => {
          toast({ title: 'Pesquisa guardada', description: 'Vai saber das novas ofertas que lhe correspondem. Pode geri-la nas definições.' });
          onClose();
        },
        onError: (failure) => setError(failure instanceof ApiRequestError && failure.status < 500 ? failure.serverMessage : 'Não foi possível guardar a pesquisa. Tente novamente.'),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Guardar pesquisa" description="Avisamos quando for publicada uma oferta nova com estes filtros e palavras.">
        <form onSubmit={submit} noValidate className="space-y-5">
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">{savedSearchLabel(search)}</p>
          <fieldset>
            <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
              Quando quer saber
            </legend>
            <div className="space-y-2">
              {SAVED_SEARCH_FREQUENCIES.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="frequency" value={value} checked={frequency === value} onChange={() => setFrequency(value)} className="size-4 accent-brand-700" />
                  {value === 'immediate' ? `${SAVED_SEARCH_FREQUENCY_LABELS[value]} (notificação no portal e e-mail)` : SAVED_SEARCH_FREQUENCY_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-xs text-slate-600">
            As palavras procuram-se inteiras, no singular ou no plural. Pode escolher se recebe e-mails destes alertas e apagar pesquisas em{' '}
            <Link to="/definicoes#pesquisas-guardadas" className="text-brand-700 underline underline-offset-2">
              Definições
            </Link>
            .
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'A guardar…' : 'Guardar pesquisa'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
