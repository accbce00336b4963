import { SEARCH_COUNT_LIMIT, SEARCH_PREVIEW_SIZE, type ResultKind, type SearchResult } from '#contract/search-types';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Briefcase, CalendarDays, FileText, HandHeart, MessageCircleQuestion, SearchX, Users, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { plural } from '../../../lib/format';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { EventCard } from '../../events/components/event-card';
import { MemberCard } from '../../members/components/member-card';
import { OpportunityCard } from '../../opportunities/components/opportunity-card';
import { QuestionCard } from '../../questions/components/question-card';
import { VolunteeringCard } from '../../volunteering/components/volunteering-card';
import { isPreview, moreResultsQuery, useSearch } from '../api/search';
import { KindResults } from './kind-results';
import { SearchForm } from './search-form';

/** How each kind of result is shown: its tab, its section of 'Todos', its cards and its empty tab. */
interface KindView {
  label: string;
  icon: LucideIcon;
  /** 'Ver todos os N protocolos', 'Ver todas as N oportunidades'. */
  plural: string;
  feminine?: true;
  /** The empty tab's title. */
  none: string;
  /** The 'Todos' tab shows them all (articles), or `SEARCH_PREVIEW_SIZE` (docs/rules/screens.md: protocols), all the search answers of them. */
  allInTodos?: true;
  grid: string;
  card: (item: never) => ReactNode;
}

const KIND_VIEWS: Record<ResultKind, KindView> = {
  articles: {
    label: 'Artigos',
    icon: FileText,
    plural: 'artigos',
    none: 'Nenhum artigo encontrado',
    allInTodos: true,
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    card: (article: SearchResult['articles'][number]) => <ArticleCard article={article} />,
  },
  protocols: {
    label: 'Protocolos',
    icon: BookOpen,
    plural: 'protocolos',
    none: 'Nenhum protocolo encontrado',
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    card: (protocol: SearchResult['protocols'][number]) => <ProtocolCard protocol={protocol} />,
  },
  events: {
    label: 'Eventos',
    icon: CalendarDays,
    plural: 'eventos',
    none: 'Nenhum evento encontrado',
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    card: (event: SearchResult['events'][number]) => <EventCard event={event} />,
  },
  opportunities: {
    label: 'Oportunidades',
    icon: Briefcase,
    plural: 'oportunidades',
    feminine: true,
    none: 'Nenhuma oportunidade encontrada',
    grid: 'sm:grid-cols-2',
    card: (opportunity: SearchResult['opportunities'][number]) => <OpportunityCard opportunity={opportunity} />,
  },
  volunteering: {
    label: 'Voluntariado',
    icon: HandHeart,
    plural: 'ofertas de voluntariado',
    feminine: true,
    none: 'Nenhuma oferta de voluntariado encontrada',
    grid: 'sm:grid-cols-2',
    card: (offer: SearchResult['volunteering'][number]) => <VolunteeringCard offer={offer} />,
  },
  members: {
    label: 'Membros',
    icon: Users,
    plural: 'membros',
    none: 'Nenhum membro encontrado',
    grid: 'sm:grid-cols-3 lg:grid-cols-4',
    card: (member: SearchResult['members'][number]) => <MemberCard member={member} />,
  },
  questions: {
    label: 'Perguntas',
    icon: MessageCircleQuestion,
    plural: 'perguntas',
    feminine: true,
    none: 'Nenhuma pergunta encontrada',
    grid: 'sm:grid-cols-2',
    card: (question: SearchResult['questions'][number]) => <QuestionCard question={question} />,
  },
};

/** The kinds in the order of the tabs and of 'Todos'. */
const KINDS = Object.keys(KIND_VIEWS) as ResultKind[];

type SearchTab = 'all' | ResultKind;

/** A tab's count: how many the search found, with '+' when it stopped counting. */
const countLabel = (count: number) => (count >= SEARCH_COUNT_LIMIT ? `${count}+` : String(count));

export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const category = params.get('category') ?? '';
  usePageTitle(q ? `Resultados para «${q}»` : 'Pesquisar');

  const search = (nextQ: string, nextCategory: string) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextCategory) next.set('category', nextCategory);
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{q ? `Resultados para «${q}»` : 'Pesquisar'}</h1>
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
      description="Escreva um termo para pesquisar artigos, protocolos, eventos, ofertas de emprego e de voluntariado, ou colegas pelo nome, especialidade ou localidade."
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
  const queryClient = useQueryClient();

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

  const result = query.data;
  const { counts } = result;
  const count = KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  // The whole is "or more" when a kind's count is: a sum past the limit is still exact.
  const total = `${count}${KINDS.some((kind) => counts[kind] >= SEARCH_COUNT_LIMIT) ? '+' : ''}`;
  if (count === 0) {
    return (
      <>
        <p className="mb-4 text-slate-700" role="status">
          Nenhum resultado encontrado
        </p>
        <EmptyState
          icon={<SearchX />}
          title="Sem resultados"
          description={`Não encontrámos nada para «${q}». A pesquisa procura palavras completas: confirme a ortografia ou experimente outras palavras ou outra categoria.`}
        >
          <Button variant="outline" onClick={onClear}>
            Limpar pesquisa
          </Button>
        </EmptyState>
      </>
    );
  }

  // A kind the search answered only the preview of fetches its first page when its tab opens; the
  // pointer on its tab or 'Ver todos' fetches it ahead (decision 080).
  const prefetch = (kind: ResultKind) => {
    if (isPreview(result[kind], counts[kind])) void queryClient.prefetchInfiniteQuery(moreResultsQuery({ q, category }, kind, counts[kind], 0));
  };
  // Articles and protocols always have their tab (docs/rules/screens.md); the other kinds when something was found.
  const tabs = KINDS.filter((kind) => kind === 'articles' || kind === 'protocols' || counts[kind] > 0);
  return (
    <>
      <p className="mb-4 text-slate-700" role="status">
        {total} {plural(count, 'resultado encontrado', 'resultados encontrados')}
      </p>
      <Tabs value={tab} onValueChange={(value) => setTab(value as SearchTab)}>
        <TabsList aria-label="Tipo de resultado">
          <TabsTrigger value="all">Todos ({total})</TabsTrigger>
          {tabs.map((kind) => (
            <TabsTrigger key={kind} value={kind} onPointerEnter={() => prefetch(kind)}>
              {KIND_VIEWS[kind].label} ({countLabel(counts[kind])})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="all" className="mt-6 space-y-10">
          {KINDS.filter((kind) => result[kind].length > 0).map((kind) => (
            <KindSection key={kind} kind={kind} items={result[kind]} count={counts[kind]} onSeeAll={() => setTab(kind)} onPointerEnter={() => prefetch(kind)} />
          ))}
        </TabsContent>
        {tabs.map((kind) => (
          <TabsContent key={kind} value={kind} className="mt-6">
            {result[kind].length > 0 ? (
              <KindResults search={{ q, category }} kind={kind} first={result[kind]} count={counts[kind]} grid={(items) => <ResultGrid kind={kind} items={items} />} />
            ) : (
              <EmptyState title={KIND_VIEWS[kind].none} description="Veja os outros resultados no separador Todos." />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** A kind's section of the 'Todos' tab: its heading and count, its first results, and 'Ver todos' when there are more. */
function KindSection({ kind, items, count, onSeeAll, onPointerEnter }: { kind: ResultKind; items: readonly unknown[]; count: number; onSeeAll: () => void; onPointerEnter: () => void }) {
  const view = KIND_VIEWS[kind];
  const Icon = view.icon;
  const shown = view.allInTodos ? items : items.slice(0, SEARCH_PREVIEW_SIZE);
  const seeAll = view.feminine ? 'Ver todas' : 'Ver todos';
  return (
    <section aria-label={view.label}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          {view.label} <span className="text-base font-normal text-slate-600">({countLabel(count)})</span>
        </h2>
        {shown.length < count && (
          <Button variant="link" onClick={onSeeAll} onPointerEnter={onPointerEnter} aria-label={`${seeAll} ${view.feminine ? 'as' : 'os'} ${countLabel(count)} ${view.plural}`}>
            {seeAll}
          </Button>
        )}
      </div>
      <ResultGrid kind={kind} items={shown} />
    </section>
  );
}

function ResultGrid({ kind, items }: { kind: ResultKind; items: readonly unknown[] }) {
  const view = KIND_VIEWS[kind];
  return (
    <ul className={`grid grid-cols-1 gap-3 sm:gap-5 ${view.grid}`}>
      {items.map((item) => (
        <li key={(item as { id: number }).id}>{view.card(item as never)}</li>
      ))}
    </ul>
  );
}
