import type { CommunityDetail, CommunityRequest } from '#contract/communities-types';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MemberLink } from '../../../components/ui/member-link';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { flattenPages } from '../../../lib/paged-list';
import { communityRequestsQuery, useDecideRequest } from '../api/communities';

/** A request to join, with 'Aprovar' and 'Recusar' (its community's moderators and admins). */
export function RequestRow({ slug, communityName, request }: { slug: string; communityName: string; request: CommunityRequest }) {
  const decide = useDecideRequest(slug);
  const { member } = request;
  const act = (decision: 'approve' | 'refuse') =>
    decide.mutate(
      { userId: member.id, decision },
      {
        onSuccess: () => toast({ title: decision === 'approve' ? `${member.fullName} é agora membro de «${communityName}»` : `Pedido de ${member.fullName} recusado` }),
        onError: (error) => toast({ title: 'Não foi possível decidir o pedido', description: error instanceof ApiRequestError ? error.serverMessage : undefined, variant: 'destructive' }),
      },
    );
  return (
    <Card className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Avatar user={member} size={40} />
      <div className="min-w-0 flex-1">
        <MemberLink member={member} className="font-medium text-slate-900 hover:underline">
          {member.fullName}
        </MemberLink>
        <p className="text-sm text-slate-600">
          {[member.specialty, member.location].filter(Boolean).join(' · ')}
          {member.specialty || member.location ? ' · ' : ''}pediu a <time dateTime={request.requestedAt}>{formatDate(request.requestedAt)}</time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => act('approve')}>
          Aprovar<span className="sr-only"> o pedido de {member.fullName}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => act('refuse')}>
          Recusar<span className="sr-only"> o pedido de {member.fullName}</span>
        </Button>
      </div>
    </Card>
  );
}

/** 'Pedidos de adesão' on a closed community's page, for those who decide them. */
export function CommunityRequests({ community }: { community: CommunityDetail }) {
  const requests = useInfiniteQuery(communityRequestsQuery(community.slug, true));
  if (community.visibility === 'open' && !community.pendingCount) return null;
  const items = requests.data ? flattenPages(requests.data.pages) : [];
  return (
    <section id="pedidos" aria-labelledby="pedidos-titulo" className="mt-10 scroll-mt-24">
      <h2 id="pedidos-titulo" className="mb-4 text-2xl font-bold text-slate-900">
        Pedidos de adesão
      </h2>
      {requests.isPending ? (
        <p className="text-slate-600">A carregar…</p>
      ) : requests.isError ? (
        <p role="alert">Não foi possível carregar os pedidos.</p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">Não há pedidos à espera.</p>
      ) : (
        <ul className="space-y-2">
          {items.map((request) => (
            <li key={request.member.id}>
              <RequestRow slug={community.slug} communityName={community.name} request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
