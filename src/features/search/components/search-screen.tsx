import type { Article } from '#contract/articles-types';
import type { Protocol } from '#contract/protocols-types';
import { BookOpen, FileText, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { useSearch } from '../api/search';
import { SearchForm } from './search-form';

/** How many protocols the 'Todos' tab shows before 'Ver todos' (SPEC.md section 9). */
const ALL_TAB_PROTOCOLS = 2;

type SearchTab = 'all' | 'articles' | 'protocols';

export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const category = params.get('category') ?? '';
  usePageTitle(q ? `Resultados para "${q}"` : 'Pesquisar');

  const search = (nextQ: string, nextCategory: string) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextCategory) next.set('category', nextCategory);
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{q ? `Resultados para "${q}"` : 'Pesquisar'}</h1>
      <SearchForm key={`${q}\u0000${category}`} q={q} category={category} onSearch={search} />
      <div className="mt-8">{q ? <SearchResults key={`${q}\u0000${category}`} q={q} category={category} onClear={() => search('', '')} /> : <SearchInvitation />}</div>
    </div>
  );
}

function SearchInvitation() {
  return (
    <EmptyState
      icon={<BookOpen />}
      title="O que procura?"
      description="Escreva um termo para pesquisar artigos e protocolos de Terapia Ocupacional, ou explore os conteúdos."
    >
      <Button asChild variant="outline">
        <Link to="/articles">Ver artigos</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/protocols">Ver protocolos</Link>
      </Button>
    </EmptyState>
  );
}

function SearchResults({ q, category, onClear }: { q: string; category: string; onClear: () => void }) {
  const query = useSearch({ q, category: category || undefined });
  const [tab, setTab] = useState<SearchTab>('all');

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <Spinner label="A pesquisar…" />
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <ArticleCardSkeleton />
          <ProtocolCardSkeleton />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState title="Erro na pesquisa" description="Não foi possível concluir a pesquisa. Tente novamente.">
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </EmptyState>
    );
  }

  const { articles, protocols } = query.data;
  const count = articles.length + protocols.length;
  if (count === 0) {
    return (
      <>
        <p className="mb-4 text-slate-700" role="status">
          Nenhum resultado encontrado
        </p>
        <EmptyState icon={<SearchX />} title="Sem resultados" description={`Não encontrámos conteúdos para "${q}". Experimente outras palavras ou outra categoria.`}>
          <Button variant="outline" onClick={onClear}>
            Limpar pesquisa
          </Button>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <p className="mb-4 text-slate-700" role="status">
        {count} resultado(s) encontrado(s)
      </p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as SearchTab)}>
        <TabsList aria-label="Tipo de resultado">
          <TabsTrigger value="all">Todos ({count})</TabsTrigger>
          <TabsTrigger value="articles">Artigos ({articles.length})</TabsTrigger>
          <TabsTrigger value="protocols">Protocolos ({protocols.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="mt-6 space-y-10">
          {articles.length > 0 && (
            <ResultSection title="Artigos" count={articles.length}>
              <ArticleGrid articles={articles} />
            </ResultSection>
          )}
          {protocols.length > 0 && (
            <ResultSection
              title="Protocolos"
              count={protocols.length}
              action={
                protocols.length > ALL_TAB_PROTOCOLS && (
                  <Button variant="link" onClick={() => setTab('protocols')} aria-label={`Ver todos os ${protocols.length} protocolos`}>
                    Ver todos
                  </Button>
                )
              }
            >
              <ProtocolGrid protocols={protocols.slice(0, ALL_TAB_PROTOCOLS)} />
            </ResultSection>
          )}
        </TabsContent>
        <TabsContent value="articles" className="mt-6">
          {articles.length > 0 ? <ArticleGrid articles={articles} /> : <EmptyState title="Nenhum artigo encontrado" description="Veja os protocolos encontrados no separador Protocolos." />}
        </TabsContent>
        <TabsContent value="protocols" className="mt-6">
          {protocols.length > 0 ? <ProtocolGrid protocols={protocols} /> : <EmptyState title="Nenhum protocolo encontrado" description="Veja os artigos encontrados no separador Artigos." />}
        </TabsContent>
      </Tabs>
    </>
  );
}

function ResultSection({ title, count, action, children }: { title: string; count: number; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          {title === 'Artigos' ? <FileText className="size-5 text-brand-700" aria-hidden="true" /> : <BookOpen className="size-5 text-brand-700" aria-hidden="true" />}
          {title} <span className="text-base font-normal text-slate-600">({count})</span>
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function ArticleGrid({ articles }: { articles: Article[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

function ProtocolGrid({ protocols }: { protocols: Protocol[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {protocols.map((protocol) => (
        <li key={protocol.id}>
          <ProtocolCard protocol={protocol} />
        </li>
      ))}
    </ul>
  );
}
