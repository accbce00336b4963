import { FileSearch } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { usePageTitle } from '../../lib/use-page-title';
import { useUrlFilters } from '../../lib/use-url-filters';
import { ListSearchForm } from '../../features/content/components/list-search-form';
import { CategoryFilter, useCategoryParam } from '../../features/categories/components/category-filter';
import { useProtocolsInfinite } from '../../features/protocols/api/get-protocols';
import { ProtocolCard, ProtocolCardSkeleton } from '../../features/content/components/protocol-card';

const PROTOCOL_SKELETONS = 4;

export default function ProtocolsListPage() {
  usePageTitle('Protocolos');
  const { params, update, clear } = useUrlFilters();
  const q = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const validatedInUrl = params.get('validated') === '1';
  // Follows the URL, but changes at once: the URL updates after the router's (async) navigation.
  const [onlyValidated, setOnlyValidated] = useState(validatedInUrl);
  useEffect(() => setOnlyValidated(validatedInUrl), [validatedInUrl]);
  const { categories, category, waiting: waitingForCategory } = useCategoryParam(categoryParam);
  const protocols = useProtocolsInfinite({ categoryId: category?.id, q: q || undefined, validated: onlyValidated || undefined }, { enabled: !waitingForCategory });
  const items = protocols.data?.pages.flatMap((page) => page.items) ?? [];
  const total = protocols.data?.pages[0]?.total ?? 0;
  const validatedFieldId = useId();
  const resultsHeadingId = useId();


  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Protocolos Clínicos</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Protocolos de avaliação e intervenção partilhados por terapeutas ocupacionais, prontos a consultar e a transferir. Os protocolos validados foram revistos pela
        comunidade.
      </p>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center">
        <ListSearchForm value={q} label="Pesquisar protocolos" placeholder="Pesquisar protocolos…" onSearch={(text) => update({ q: text })} />
        <CategoryFilter categories={categories} selected={category} onChange={(categoryId) => update({ category: categoryId })} />
      </div>
      <div className="mt-4 flex items-center gap-2">
        <input
          id={validatedFieldId}
          type="checkbox"
          checked={onlyValidated}
          onChange={(event) => {
            setOnlyValidated(event.target.checked);
            update({ validated: event.target.checked ? '1' : undefined });
          }}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={validatedFieldId} className="text-sm text-slate-800">
          Mostrar apenas protocolos validados
        </label>
      </div>

      <section className="mt-8" aria-labelledby={resultsHeadingId}>
        <h2 id={resultsHeadingId} className="sr-only">
          Lista de protocolos
        </h2>
        {protocols.isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
            {Array.from({ length: PROTOCOL_SKELETONS }, (_, index) => (
              <li key={index}>
                <ProtocolCardSkeleton />
              </li>
            ))}
          </ul>
        ) : protocols.isError ? (
          <EmptyState title="Falha ao buscar protocolos" description={protocols.error.message}>
            <Button onClick={() => void protocols.refetch()}>Tentar novamente</Button>
          </EmptyState>
        ) : items.length === 0 && !protocols.hasNextPage ? (
          <EmptyState icon={<FileSearch aria-hidden="true" />} title="Nenhum protocolo encontrado" description="Experimente outros termos de pesquisa ou filtros.">
            <Button variant="outline" onClick={() => update({ q: undefined })}>
              Limpar pesquisa
            </Button>
            <Button onClick={() => clear()}>Ver todos os protocolos</Button>
          </EmptyState>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {onlyValidated
                ? `A mostrar ${items.length} de ${total} ${total === 1 ? 'protocolo validado' : 'protocolos validados'}`
                : `A mostrar ${items.length} de ${total} ${total === 1 ? 'protocolo' : 'protocolos'}`}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((protocol) => (
                <li key={protocol.id}>
                  <ProtocolCard protocol={protocol} />
                </li>
              ))}
            </ul>
            {protocols.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" size="lg" onClick={() => void protocols.fetchNextPage()} disabled={protocols.isFetchingNextPage}>
                  {protocols.isFetchingNextPage ? 'A carregar…' : 'Carregar mais'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
