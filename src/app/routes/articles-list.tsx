import type { ArticleType } from '#contract/articles';
import { ARTICLE_TYPE_LABEL, ARTICLE_TYPE_VALUES } from '../../features/content/article-types';
import { FileSearch } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useArticlesInfinite } from '../../features/articles/api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from '../../features/content/components/article-card';
import { ListSearchForm } from '../../features/content/components/list-search-form';
import { CategoryFilter, useCategoryParam } from '../../features/categories/components/category-filter';

const ARTICLE_SKELETONS = 6;

const isArticleType = (value: string | null): value is ArticleType => ARTICLE_TYPE_VALUES.includes(value as ArticleType);

export default function ArticlesListPage() {
  usePageTitle('Artigos');
  const { params, update, clear } = useUrlFilters();
  const q = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const typeParam = params.get('type');
  const type = isArticleType(typeParam) ? typeParam : undefined;
  const { categories, category, waiting: waitingForCategory } = useCategoryParam(categoryParam);
  const articles = useArticlesInfinite({ categoryId: category?.id, type, q: q || undefined }, { enabled: !waitingForCategory });
  const items = articles.data?.pages.flatMap((page) => page.items) ?? [];
  const total = articles.data?.pages[0]?.total ?? 0;
  const resultsHeadingId = useId();

  const filtered = Boolean(q || categoryParam || type);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Artigos</h1>
      <p className="mt-2 max-w-2xl text-slate-600">Artigos, estudos de caso e investigação partilhados pela comunidade de terapeutas ocupacionais.</p>

      <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center">
        <ListSearchForm value={q} label="Pesquisar artigos" placeholder="Pesquisar por título ou resumo…" onSearch={(text) => update({ q: text })} />
        <CategoryFilter categories={categories} selected={category} onChange={(categoryId) => update({ category: categoryId })} />
      </div>

      <div role="group" aria-label="Tipo de conteúdo" className="mt-4 flex flex-wrap gap-2">
        {[undefined, ...ARTICLE_TYPE_VALUES].map((value) => {
          const active = type === value;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => update({ type: value })}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium',
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {value ? ARTICLE_TYPE_LABEL[value] : 'Todos'}
            </button>
          );
        })}
      </div>

      <section className="mt-8" aria-labelledby={resultsHeadingId}>
        <h2 id={resultsHeadingId} className="sr-only">
          Lista de artigos
        </h2>
        {articles.isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: ARTICLE_SKELETONS }, (_, index) => (
              <li key={index}>
                <ArticleCardSkeleton />
              </li>
            ))}
          </ul>
        ) : articles.isError ? (
          <EmptyState title="Falha ao buscar artigos" description={articles.error.message}>
            <Button onClick={() => void articles.refetch()}>Tentar novamente</Button>
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<FileSearch aria-hidden="true" />}
            title="Nenhum artigo encontrado"
            description={filtered ? 'Experimente outros termos de pesquisa ou filtros.' : 'Ainda não foram publicados artigos.'}
          >
            {filtered && <Button onClick={() => clear()}>Limpar pesquisa</Button>}
          </EmptyState>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              A mostrar {items.length} de {total} {total === 1 ? 'artigo' : 'artigos'}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            {articles.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" size="lg" onClick={() => void articles.fetchNextPage()} disabled={articles.isFetchingNextPage}>
                  {articles.isFetchingNextPage ? 'A carregar…' : 'Carregar mais'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
