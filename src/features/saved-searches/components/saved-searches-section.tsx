import { MAX_SAVED_SEARCHES, SAVED_SEARCH_FREQUENCY_LABELS, savedSearchLabel, type SavedSearch } from '#contract/saved-searches-types';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

/** The member's saved searches on the settings page (`/definicoes#pesquisas-guardadas`): each with when it tells, and 'Apagar'. */
export function SavedSearchesList() {
  const searches = useSavedSearches();
  if (searches.isError) return <p className="text-sm text-red-800">Não foi possível carregar as suas pesquisas guardadas.</p>;
  if (!searches.data) return <Skeleton className="h-20 w-full" />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Guarde uma pesquisa nas listas de{' '}
        <Link to="/oportunidades" className="text-brand-700 underline underline-offset-2">
          oportunidades
        </Link>{' '}
        e de{' '}
        <Link to="/voluntariado" className="text-brand-700 underline underline-offset-2">
          voluntariado
        </Link>{' '}
        para saber das ofertas novas que lhe correspondem (até {MAX_SAVED_SEARCHES}). Os e-mails destes alertas seguem a preferência «Alertas das suas pesquisas guardadas», acima.
      </p>
      {searches.data.length === 0 ? (
        <p className="text-sm text-slate-600">Ainda não guardou nenhuma pesquisa.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Pesquisas guardadas">
          {searches.data.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  const label = savedSearchLabel(search);
  const onDelete = () =>
    remove.mutate(search.id, {
      onSuccess: () => toast({ title: 'Pesquisa apagada', description: 'Deixa de receber alertas desta pesquisa.' }),
      onError: (error) => toast({ title: 'Erro ao apagar', description: error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível apagar a pesquisa.', variant: 'destructive' }),
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-900">{label}</p>
        <p className="text-xs text-slate-600">{SAVED_SEARCH_FREQUENCY_LABELS[search.frequency]}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onDelete} disabled={remove.isPending} aria-label={`Apagar a pesquisa ${label}`}>
        <Trash2 aria-hidden="true" />
        Apagar
      </Button>
    </li>
  );
}
