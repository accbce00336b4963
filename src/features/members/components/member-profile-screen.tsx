import type { PublicUser } from '#contract/users';
import { ArrowLeft, CalendarDays, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { parseRouteId, ResourceNotFound } from '../../../components/ui/resource-not-found';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { flattenPages } from '../../../lib/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { useMember } from '../api/get-members';
import { useMemberArticles, useMemberProtocols } from '../api/get-member-publications';
import { DEFAULT_LOCATION, DEFAULT_SPECIALTY } from './member-card';

export function MemberProfileScreen() {
  const id = parseRouteId(useParams().id);
  const query = useMember(id);
  const member = query.data;
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? 'Usuário não encontrado' : member?.fullName);

  if (missing) return <ResourceNotFound title="Usuário não encontrado" description="Este membro não existe ou já não faz parte da comunidade." backTo="/members" backLabel="Voltar à comunidade" />;
  if (query.isError) return <ResourceNotFound title="Falha ao buscar usuários" description="Tente novamente dentro de momentos." backTo="/members" backLabel="Voltar à comunidade" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to="/members" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar à comunidade
      </Link>
      {member ? <MemberHeader member={member} /> : <MemberHeaderSkeleton />}
      <MemberPublications authorId={Number.isNaN(id) ? 0 : id} />
    </div>
  );
}

function MemberHeader({ member }: { member: PublicUser }) {
  return (
    <Card className="mt-4 flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
      <Avatar user={member} size={112} className="self-center sm:self-start" />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{member.fullName}</h1>
        <p className="mt-1 text-lg text-brand-800">{member.specialty || DEFAULT_SPECIALTY}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge variant="neutral">
            <MapPin aria-hidden="true" />
            {member.location || DEFAULT_LOCATION}
          </Badge>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <CalendarDays className="size-4" aria-hidden="true" />
            Membro desde {formatDate(member.createdAt)}
          </span>
        </div>
        {member.bio ? (
          <p className="mt-4 leading-7 whitespace-pre-line text-slate-800">{member.bio}</p>
        ) : (
          <p className="mt-4 text-slate-600">Este membro ainda não escreveu uma apresentação.</p>
        )}
        {member.email && (
          <a href={`mailto:${member.email}`} className="mt-4 inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {member.email}
          </a>
        )}
      </div>
    </Card>
  );
}

function MemberHeaderSkeleton() {
  return (
    <Card className="mt-4 flex flex-col gap-5 p-6 sm:flex-row sm:items-start" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar…
      </span>
      <Skeleton className="size-28 self-center rounded-full sm:self-start" />
      <div className="flex-1">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-2 h-6 w-48" />
        <Skeleton className="mt-3 h-6 w-56" />
        <Skeleton className="mt-4 h-16 w-full" />
      </div>
    </Card>
  );
}

function MemberPublications({ authorId }: { authorId: number }) {
  const articles = useMemberArticles(authorId);
  const protocols = useMemberProtocols(authorId);
  return (
    <>
      <PublicationSection
        id="member-articles"
        title="Artigos Publicados"
        total={articles.data?.pages[0]?.total}
        pending={articles.isPending}
        failed={articles.isError}
        skeleton={<ArticleCardSkeleton />}
        emptyText="Este membro ainda não publicou artigos."
        hasMore={articles.hasNextPage}
        loadingMore={articles.isFetchingNextPage}
        onLoadMore={() => void articles.fetchNextPage()}
      >
        {flattenPages(articles.data?.pages).map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </PublicationSection>
      <PublicationSection
        id="member-protocols"
        title="Protocolos Compartilhados"
        total={protocols.data?.pages[0]?.total}
        pending={protocols.isPending}
        failed={protocols.isError}
        skeleton={<ProtocolCardSkeleton />}
        emptyText="Este membro ainda não partilhou protocolos."
        hasMore={protocols.hasNextPage}
        loadingMore={protocols.isFetchingNextPage}
        onLoadMore={() => void protocols.fetchNextPage()}
      >
        {flattenPages(protocols.data?.pages).map((protocol) => (
          <li key={protocol.id}>
            <ProtocolCard protocol={protocol} />
          </li>
        ))}
      </PublicationSection>
    </>
  );
}

interface PublicationSectionProps {
  id: string;
  title: string;
  total: number | undefined;
  pending: boolean;
  failed: boolean;
  skeleton: ReactNode;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}

function PublicationSection({ id, title, total, pending, failed, skeleton, emptyText, hasMore, loadingMore, onLoadMore, children }: PublicationSectionProps) {
  const grid = 'mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
  let body: ReactNode;
  if (pending) {
    body = (
      <div className={grid} aria-hidden="true">
        {skeleton}
        {skeleton}
        {skeleton}
      </div>
    );
  } else if (failed) {
    body = <p className="mt-4 text-sm text-red-700">Não foi possível carregar esta lista. Tente novamente mais tarde.</p>;
  } else if (total === 0) {
    body = <EmptyState className="mt-4 py-8" title={`Sem ${title.toLowerCase()}`} description={emptyText} />;
  } else {
    body = (
      <>
        <ul className={grid}>{children}</ul>
        <LoadMoreButton hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
      </>
    );
  }
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
        {total !== undefined && <span className="ml-2 text-base font-normal text-slate-600">({total})</span>}
      </h2>
      {body}
    </section>
  );
}
