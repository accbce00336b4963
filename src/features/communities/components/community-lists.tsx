import type { Article } from '#contract/articles-types';
import type { CommunityDetail, CommunityMember } from '#contract/communities-types';
import type { EventListItem } from '#contract/events-types';
import type { Protocol } from '#contract/protocols-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarDays, FileText, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { MemberLink, VerifiedBadge } from '../../../components/ui/member-link';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { ArticleCard } from '../../content/components/article-card';
import { ContentCardSkeleton } from '../../content/components/content-card';
import { ProtocolCard } from '../../content/components/protocol-card';
import { EventCard } from '../../events/components/event-card';
import { communityArticlesQuery, communityEventsQuery, communityMembersQuery, communityProtocolsQuery, useCommunityModerator } from '../api/communities';
import { COMMUNITY_SECTIONS } from './community-sections';
import { CommunityRequests } from './community-requests';

/**
 * A community's lists (docs/rules/communities.md): for its moderators and admins the requests to
 * join; for those who read it, the sections of other features ('Perguntas'), its publications,
 * events and members.
 */
export default function CommunityLists({ community, reads }: { community: CommunityDetail; reads: boolean }) {
  return (
    <>
      {community.canModerate && <CommunityRequests community={community} />}
      {reads && (
        <>
          {COMMUNITY_SECTIONS.map(({ id, title, Component }) => (
            <Section key={id} id={id} title={title}>
              <Component community={community} />
            </Section>
          ))}
          <Publications community={community} />
          <Events community={community} />
          <Members community={community} />
        </>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="mt-12 scroll-mt-24">
      <h2 id={`${id}-titulo`} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Publications({ community }: { community: CommunityDetail }) {
  const articles = useInfiniteQuery(communityArticlesQuery(community.slug, community.id, true));
  const protocols = useInfiniteQuery(communityProtocolsQuery(community.slug, community.id, true));
  const noProtocols = protocols.isSuccess && (protocols.data.pages[0]?.total ?? 0) === 0;
  return (
    <Section id="publicacoes" title="Publicações">
      <h3 className="mb-3 text-lg font-semibold text-slate-900">Artigos</h3>
      <PagedGrid<Article>
        query={articles}
        itemKey={(article) => article.id}
        renderItem={(article) => <ArticleCard article={article} />}
        skeleton={<ContentCardSkeleton badgesWidth="w-32" />}
        skeletonCount={3}
        errorTitle="Falha ao carregar os artigos"
        empty={<EmptyState icon={<FileText />} title="Ainda não há artigos" description="Ao escrever um artigo, escolha esta comunidade em «Comunidade» para o publicar aqui." />}
      />
      {!noProtocols && (
        <>
          <h3 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Protocolos</h3>
          <PagedGrid<Protocol>
            query={protocols}
            itemKey={(protocol) => protocol.id}
            renderItem={(protocol) => <ProtocolCard protocol={protocol} />}
            skeleton={<ContentCardSkeleton badgesWidth="w-32" />}
            skeletonCount={3}
            errorTitle="Falha ao carregar os protocolos"
            empty={null}
          />
        </>
      )}
    </Section>
  );
}

function Events({ community }: { community: CommunityDetail }) {
  const events = useInfiniteQuery(communityEventsQuery(community.slug, community.id, true));
  return (
    <Section id="eventos" title="Eventos">
      <PagedGrid<EventListItem>
        query={events}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} />}
        skeleton={<ContentCardSkeleton badgesWidth="w-24" />}
        skeletonCount={3}
        errorTitle="Falha ao carregar os eventos"
        empty={<EmptyState icon={<CalendarDays />} title="Nenhum evento marcado" description="Os eventos que os membros publicarem nesta comunidade aparecem aqui." />}
      />
    </Section>
  );
}

function Members({ community }: { community: CommunityDetail }) {
  const { user } = useCurrentUser();
  const members = useInfiniteQuery(communityMembersQuery(community.slug, true));
  const appoint = useCommunityModerator(community.slug);
  const isAdmin = user?.role === 'admin';
  const set = (member: CommunityMember, moderator: boolean) =>
    appoint.mutate(
      { userId: member.member.id, moderator },
      {
        onSuccess: () => toast({ title: moderator ? `${member.member.fullName} modera agora «${community.name}»` : `${member.member.fullName} deixou de moderar «${community.name}»` }),
        onError: (error) => toast({ title: 'Não foi possível mudar a moderação', description: error instanceof ApiRequestError ? error.serverMessage : undefined, variant: 'destructive' }),
      },
    );
  return (
    <Section id="membros" title="Membros">
      <PagedGrid<CommunityMember>
        query={members}
        className="lg:grid-cols-4"
        itemKey={(member) => member.member.id}
        renderItem={(member) => (
          <Card className="flex h-full items-center gap-3 p-3">
            <Avatar user={member.member} size={40} />
            <div className="min-w-0 flex-1">
              <MemberLink member={member.member} className="block truncate font-medium text-slate-900 hover:underline">
                {member.member.fullName}
              </MemberLink>
              <VerifiedBadge member={member.member} iconOnly className="align-[-2px]" />
              {member.membership === 'moderator' && <span className="text-xs font-medium text-brand-800">Modera</span>}
              {isAdmin && (
                <Button variant="link" size="sm" className="h-auto px-0 text-xs" disabled={appoint.isPending} onClick={() => set(member, member.membership !== 'moderator')}>
                  {member.membership === 'moderator' ? 'Retirar a moderação' : 'Nomear moderador'}
                  <span className="sr-only"> ({member.member.fullName})</span>
                </Button>
              )}
            </div>
          </Card>
        )}
        skeleton={<Skeleton className="h-16 rounded-xl" />}
        skeletonCount={4}
        errorTitle="Falha ao carregar os membros"
        empty={<EmptyState icon={<UsersRound />} title="Ainda sem membros" description="Ainda ninguém aderiu a esta comunidade." />}
      />
    </Section>
  );
}
