import { BookOpen, Search, Users } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants';
import { EmptyState } from '../../components/ui/empty-state';
import { Input, Select } from '../../components/ui/input';
import type { PublicUser } from '#contract/users';
import { useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { useRecentArticles } from '../../features/articles/api/get-recent-articles';
import { ArticleCard, ArticleCardSkeleton } from '../../features/content/components/article-card';
import { useCurrentUser } from '../../lib/current-user';
import { CategoryGrid } from '../../features/categories/components/category-grid';
import { MemberCard, MemberCardSkeleton } from '../../features/members/components/member-card';
import { useRecentProtocols } from '../../features/protocols/api/get-recent-protocols';
import { ProtocolCard, ProtocolCardSkeleton } from '../../features/content/components/protocol-card';

const RECENT_ARTICLES = 3;
const FEATURED_PROTOCOLS = 4;
const FEATURED_MEMBERS = 4;

/** The home search's kinds (DECISIONS.md section 3: `category` of GET /api/search). */
const SEARCH_KINDS = [
  { value: 'all', label: 'Todas' },
  { value: 'articles', label: 'Artigos' },
  { value: 'protocols', label: 'Protocolos' },
  { value: 'cases', label: 'Casos Clínicos' },
  { value: 'education', label: 'Educação' },
];

export default function HomePage() {
  usePageTitle(undefined);
  const { isAuthenticated } = useCurrentUser();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Terapia Ocupacional em Portugal</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl">Conhecimento partilhado para uma prática com mais impacto</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Artigos, estudos de caso, protocolos clínicos, eventos e oportunidades, escritos por terapeutas ocupacionais para terapeutas ocupacionais.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/articles" className={cn(buttonVariants({ size: 'lg' }), 'bg-white text-brand-900 hover:bg-brand-50')}>
              <BookOpen aria-hidden="true" />
              Descobrir Conteúdos
            </Link>
            <Link to="/register" className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'border-white bg-transparent text-white hover:bg-white/10')}>
              Partilhar Conhecimento
            </Link>
          </div>
          <HomeSearch />
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6">
        <HomeSection title="Especialidades" description="Explore os conteúdos por área de intervenção.">
          <CategoryGrid />
        </HomeSection>
        <HomeSection title="Artigos recentes" link={{ to: '/articles', label: 'Ver todos os artigos' }}>
          <RecentArticles />
        </HomeSection>
        <HomeSection title="Protocolos em destaque" link={{ to: '/protocols', label: 'Ver todos os protocolos' }}>
          <FeaturedProtocols />
        </HomeSection>
        <HomeSection title="Terapeutas em destaque" link={{ to: '/members', label: 'Ver a comunidade' }}>
          <FeaturedMembers />
        </HomeSection>
        <JoinCallToAction isAuthenticated={isAuthenticated} />
      </div>
    </>
  );
}

function HomeSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('all');
  const queryId = useId();
  const kindId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery('/search', { q: q.trim(), category: kind === 'all' ? undefined : kind }));
  };
  return (
    <form role="search" onSubmit={onSubmit} className="mt-10 grid max-w-3xl gap-2 rounded-xl bg-white p-3 text-slate-900 shadow-lg sm:grid-cols-[1fr_11rem_auto]">
      <div>
        <label htmlFor={queryId} className="sr-only">
          Pesquisar conteúdos
        </label>
        <Input id={queryId} type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Pesquisar artigos, protocolos…" />
      </div>
      <div>
        <label htmlFor={kindId} className="sr-only">
          Tipo de conteúdo
        </label>
        <Select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)}>
          {SEARCH_KINDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <button type="submit" className={buttonVariants()}>
        <Search aria-hidden="true" />
        Pesquisar
      </button>
    </form>
  );
}

function HomeSection({ title, description, link, children }: { title: string; description?: string; link?: { to: string; label: string }; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {link && (
          <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            {link.label}
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function RecentArticles() {
  const articles = useRecentArticles(RECENT_ARTICLES);
  if (articles.isError) return <p className="text-sm text-red-700">Falha ao buscar artigos recentes</p>;
  if (articles.data?.items.length === 0) return <EmptyState title="Nenhum artigo encontrado" />;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {articles.isPending
        ? Array.from({ length: RECENT_ARTICLES }, (_, index) => (
            <li key={index}>
              <ArticleCardSkeleton />
            </li>
          ))
        : articles.data.items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
    </ul>
  );
}

function FeaturedProtocols() {
  const protocols = useRecentProtocols(FEATURED_PROTOCOLS);
  if (protocols.isError) return <p className="text-sm text-red-700">Falha ao buscar protocolos recentes</p>;
  if (protocols.data?.items.length === 0) return <EmptyState title="Nenhum protocolo encontrado" />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {protocols.isPending
        ? Array.from({ length: FEATURED_PROTOCOLS }, (_, index) => (
            <li key={index}>
              <ProtocolCardSkeleton />
            </li>
          ))
        : protocols.data.items.map((protocol) => (
            <li key={protocol.id}>
              <ProtocolCard protocol={protocol} />
            </li>
          ))}
    </ul>
  );
}

/**
 * The same request and cache entry as the members slice's `membersQuery({ limit })`, written here
 * because that module also holds the directory's infinite query, which the home page does not need.
 */
function useFeaturedMembers(limit: number) {
  return useQuery({
    queryKey: ['/api/users', { limit }],
    queryFn: ({ signal }) => apiGetPage<PublicUser>(withQuery('/api/users', { limit }), { signal }),
  });
}

function FeaturedMembers() {
  const members = useFeaturedMembers(FEATURED_MEMBERS);
  if (members.isError) return <p className="text-sm text-red-700">Falha ao buscar usuários</p>;
  if (members.data?.items.length === 0) return <EmptyState title="Nenhum membro encontrado" />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.isPending
        ? Array.from({ length: FEATURED_MEMBERS }, (_, index) => (
            <li key={index}>
              <MemberCardSkeleton />
            </li>
          ))
        : members.data.items.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
    </ul>
  );
}

function JoinCallToAction({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <section className="rounded-2xl bg-brand-50 px-6 py-10 text-center ring-1 ring-brand-200 sm:px-12">
      <Users className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      {isAuthenticated ? (
        <>
          <h2 className="mt-3 text-2xl font-bold text-slate-900">Partilhe a sua experiência</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">Publique um artigo, um protocolo ou um evento no seu perfil e ajude outros terapeutas.</p>
          <Link to="/profile" className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}>
            Ir para o meu perfil
          </Link>
        </>
      ) : (
        <>
          <h2 className="mt-3 text-2xl font-bold text-slate-900">Junte-se à comunidade</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            Crie uma conta gratuita para ler os conteúdos completos, transferir protocolos, comentar e partilhar o seu trabalho.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/register" className={buttonVariants({ size: 'lg' })}>
              Criar conta
            </Link>
            <Link to="/login" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Entrar
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
