import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { requestsToDecideQuery } from '../api/communities';
import { RequestRow } from './community-requests';

/** `/moderacao`'s 'Comunidades': the requests to join the communities the member moderates (all of them, for an admin), oldest first (docs/rules/communities.md). */
export function CommunityRequestsPanel() {
  const requests = useQuery(requestsToDecideQuery);
  if (requests.isPending) return <p className="text-slate-600">A carregar…</p>;
  if (requests.isError) return <p role="alert">Não foi possível carregar os pedidos de adesão.</p>;
  if (requests.data.length === 0) return <EmptyState title="Não há pedidos de adesão à espera" description="Os pedidos para aderir às comunidades fechadas que modera aparecem aqui." />;
  return (
    <section aria-labelledby="pedidos-comunidades">
      <h2 id="pedidos-comunidades" className="mb-3 text-xl font-semibold text-slate-900">
        Pedidos de adesão
      </h2>
      <ul className="space-y-3">
        {requests.data.map((request) => (
          <li key={`${request.community.id}-${request.member.id}`}>
            <p className="mb-1 text-sm text-slate-700">
              Para{' '}
              <Link to={`/comunidades/${request.community.slug}`} className="font-medium text-brand-700 hover:underline">
                «{request.community.name}»
              </Link>
            </p>
            <RequestRow slug={request.community.slug} communityName={request.community.name} request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}
