import { FileSearch, Plus } from 'lucide-react';
import { WriteLink } from '../../../components/layout/write-link';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPageHeader, PagedResults } from '../../../components/ui/paged-grid';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { ListSearchForm, useListQuery } from '../../../components/ui/list-search-form';
import { CategoryFilter, useCategoryParam } from '../../content/components/category-filter';
import { REVIEW_EVIDENCE_LEVELS } from '#contract/protocol-review-types';
import { ListFilterSelect } from '../../../components/ui/paged-list-screen';
import { EVIDENCE_LEVEL_PARAM, protocolFiltersOf, useProtocolsInfinite } from '../api/get-protocols';
import { ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { ProtocolListCard } from './protocol-list-card';

const PROTOCOL_SKELETONS = 4;
const EVIDENCE_LEVEL_OPTIONS = REVIEW_EVIDENCE_LEVELS.map((level) => ({ value: String(level), label: `Nível ${level}` }));

export function ProtocolsListScreen() {
  usePageTitle('Protocolos');
  const { params, update, clear } = useUrlFilters();
  const [, setQ] = useListQuery();
  const categoryParam = params.get('category');
  const validatedInUrl = params.get('validated') === '1';
  // Follows the URL, but changes at once: the URL updates after the router's (async) navigation.
  const [onlyValidated, setOnlyValidated] = useState(validatedInUrl);
  useEffect(() => setOnlyValidated(validatedInUrl), [validatedInUrl]);
  const { categories, category, waiting: waitingForCategory } = useCategoryParam(categoryParam);
  // The box follows the click at once; the list, the URL (as the route's data reads it).
  const protocols = useProtocolsInfinite({ ...protocolFiltersOf(params, category?.id), validated: onlyValidated || undefined }, { enabled: !waitingForCategory });
  const validatedFieldId = useId();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Protocolos clínicos"
        intro="Protocolos de avaliação e intervenção partilhados por terapeutas ocupacionais, prontos a consultar e a transferir. Os protocolos validados foram revistos pela equipa de moderação, que lhes atribuiu um nível de evidência."
        action={
          <WriteLink to="/criar-protocolo" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Publicar protocolo
          </WriteLink>
        }
      />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <ListSearchForm label="Pesquisar protocolos" placeholder="Pesquisar protocolos…" />
        <CategoryFilter categories={categories} selected={category} onChange={(categoryId) => update({ category: categoryId })} />
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
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
        <ListFilterSelect param={EVIDENCE_LEVEL_PARAM} label="Nível de evidência" anyLabel="Todos os níveis de evidência" options={EVIDENCE_LEVEL_OPTIONS} labelBeside />
      </div>

      <PagedResults
        heading="Lista de protocolos"
        query={protocols}
        itemKey={(protocol) => protocol.id}
        renderItem={(protocol) => <ProtocolListCard protocol={protocol} />}
        skeleton={<ProtocolCardSkeleton />}
        skeletonCount={PROTOCOL_SKELETONS}
        errorTitle="Falha ao carregar os protocolos"
        summary={(shown, total) =>
          onlyValidated ? `A mostrar ${shown} de ${total} ${total === 1 ? 'protocolo validado' : 'protocolos validados'}` : `A mostrar ${shown} de ${total} ${total === 1 ? 'protocolo' : 'protocolos'}`
        }
        className="sm:gap-6 lg:grid-cols-4"
        empty={
          <EmptyState icon={<FileSearch aria-hidden="true" />} title="Nenhum protocolo encontrado" description="Experimente outros termos de pesquisa ou filtros.">
            <Button variant="outline" onClick={() => setQ('')}>
              Limpar pesquisa
            </Button>
            <Button onClick={() => clear()}>Ver todos os protocolos</Button>
          </EmptyState>
        }
      />
    </div>
  );
}
