import type { HiddenState } from '#contract/common-types';
import type { PublicUser } from '#contract/users-types';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CalendarDays, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { ResourceNotFound } from '../../../components/ui/resource-not-found';
import { parseRouteId } from '../../../lib/route-id';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError, type Page } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { flattenPages } from '../../../lib/paged-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { useMember } from '../api/get-members';
import { useMemberArticles, useMemberProtocols } from '../api/get-member-publications';
import { DEFAULT_LOCATION, DEFAULT_SPECIALTY } from './member-card';
import { BackLink } from '../../../components/ui/back-link';
import { VerifiedBadge } from '../../../components/ui/member-link';
import { FollowButton } from '../../content/components/follow-button';
import { HiddenBadge } from '../../content/components/hidden-notice';

export function MemberProfileScreen() {
  const id = parseRouteId(useParams().id);
  const query = useMember(id);
  const member = query.data;
  const missing = Number.isNaN(id) || (query.error instanceof ApiRequestError && query.error.status === 404);
  usePageTitle(missing ? 'Utilizador não encontrado' : member?.fullName);

  if (missing) return <ResourceNotFound title="Utilizador não encontrado" description="Este membro não existe ou já não faz parte da comunidade." backTo="/members" backLabel="Voltar à comunidade" />;
  if (query.isError) return <ResourceNotFound title="Falha ao carregar o membro" description="Tente novamente dentro de momentos." backTo="/members" backLabel="Voltar à comunidade" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <BackLink to="/members">Voltar à comunidade</BackLink>
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
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{member.fullName}</h1>
          <VerifiedBadge member={member} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm ring-1 ring-emerald-200" />
          <FollowButton target={{ userId: member.id }} name={member.fullName} />
        </div>
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
        {member.bio ? <p className="mt-4 leading-7 whitespace-pre-line text-slate-800">{member.bio}</p> : <p className="mt-4 text-slate-600">Este membro ainda não escreveu uma apresentação.</p>}
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
  return (
    <>
      <PublicationSection
        id="member-articles"
        title="Artigos publicados"
        query={useMemberArticles(authorId)}
        itemKey={(article) => article.id}
        renderItem={(article) => <ArticleCard article={article} />}
        skeleton={<ArticleCardSkeleton />}
        emptyText="Este membro ainda não publicou artigos."
      />
      <PublicationSection
        id="member-protocols"
        title="Protocolos partilhados"
        query={useMemberProtocols(authorId)}
        itemKey={(protocol) => protocol.id}
        renderItem={(protocol) => <ProtocolCard protocol={protocol} />}
        skeleton={<ProtocolCardSkeleton />}
        emptyText="Este membro ainda não partilhou protocolos."
      />
    </>
  );
}

interface PublicationSectionProps<T> {
  id: string;
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
  emptyText: string;
}

/** One kind of the member's publications, with its count in the heading. */
function PublicationSection<T extends { hidden: HiddenState | null }>({ id, title, query, itemKey, renderItem, skeleton, emptyText }: PublicationSectionProps<T>) {
  const grid = 'mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
  const total = query.data?.pages[0]?.total;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={grid} aria-hidden="true">
        {skeleton}
        {skeleton}
        {skeleton}
      </div>
    );
  } else if (query.isError) {
    body = <p className="mt-4 text-sm text-red-700">Não foi possível carregar esta lista. Tente novamente mais tarde.</p>;
  } else if (total === 0) {
    body = <EmptyState className="mt-4 py-8" title={`Sem ${title.toLowerCase()}`} description={emptyText} />;
  } else {
    body = (
      <>
        <ul className={grid}>
          {flattenPages(query.data.pages).map((item) => (
            // The member's own item hidden by moderation (only they get it): marked, its page says why.
            <li key={itemKey(item)} className={item.hidden ? 'flex flex-col gap-2' : undefined}>
              {item.hidden && (
                <div>
                  <HiddenBadge />
                </div>
              )}
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
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
