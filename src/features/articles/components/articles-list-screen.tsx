import { ARTICLE_TYPE_LABELS, ARTICLE_TYPES } from '#contract/articles-types';
import { FileSearch, PenLine } from 'lucide-react';
import { WriteLink } from '../../../components/layout/write-link';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPageHeader, PagedResults } from '../../../components/ui/paged-grid';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { articleFiltersOf, useArticlesInfinite } from '../api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ListSearchForm } from '../../../components/ui/list-search-form';
import { CategoryFilter, useCategoryParam } from '../../content/components/category-filter';

const ARTICLE_SKELETONS = 6;

export function ArticlesListScreen() {
  usePageTitle('Artigos');
  const { params, update, clear } = useUrlFilters();
  const categoryParam = params.get('category');
  const { categories, category, waiting: waitingForCategory } = useCategoryParam(categoryParam);
  const filters = articleFiltersOf(params, category?.id);
  const { type } = filters;
  const articles = useArticlesInfinite(filters, { enabled: !waitingForCategory });

  const filtered = Boolean(filters.q || categoryParam || type);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Artigos"
        intro="Artigos, estudos de caso e investigação partilhados pela comunidade de terapeutas ocupacionais."
        action={
          <WriteLink to="/criar-artigo" className={buttonVariants()}>
            <PenLine aria-hidden="true" />
            Escrever artigo
          </WriteLink>
        }
      />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <ListSearchForm label="Pesquisar artigos" placeholder="Pesquisar por título ou resumo…" />
        <CategoryFilter categories={categories} selected={category} onChange={(categoryId) => update({ category: categoryId })} />
      </div>

      <div role="group" aria-label="Tipo de conteúdo" className="mt-4 flex flex-wrap gap-2">
        {[undefined, ...ARTICLE_TYPES].map((value) => {
          const active = type === value;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => update({ type: value })}
              className={cn('rounded-full border px-3 py-1.5 text-sm font-medium', active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
            >
              {value ? ARTICLE_TYPE_LABELS[value] : 'Todos'}
            </button>
          );
        })}
      </div>

      <PagedResults
        heading="Lista de artigos"
        query={articles}
        itemKey={(article) => article.id}
        renderItem={(article) => <ArticleCard article={article} />}
        skeleton={<ArticleCardSkeleton />}
        skeletonCount={ARTICLE_SKELETONS}
        errorTitle="Falha ao carregar os artigos"
        summary={(shown, total) => `A mostrar ${shown} de ${total} ${total === 1 ? 'artigo' : 'artigos'}`}
        className="sm:gap-6"
        empty={
          <EmptyState
            icon={<FileSearch aria-hidden="true" />}
            title="Nenhum artigo encontrado"
            description={filtered ? 'Experimente outros termos de pesquisa ou filtros.' : 'Ainda não foram publicados artigos.'}
          >
            {filtered && <Button onClick={() => clear()}>Limpar pesquisa</Button>}
          </EmptyState>
        }
      />
    </div>
  );
}
