import { COMMUNITY_KIND_LABELS, type CommunityDetail } from '#contract/communities-types';
import { Lock, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { MemberLink } from '../../../components/ui/member-link';
import { ResourceNotFound } from '../../../components/ui/resource-not-found';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCommunity } from '../api/communities';
import { memberCountLabel } from './communities-screen';
import { MembershipButton } from './membership-button';

const CommunityLists = lazy(() => import('./community-lists'));
/** Whether the viewer reads what is posted in the community: it is open, or they are in it. */
const readsCommunity = (community: Pick<CommunityDetail, 'visibility' | 'membership'>) => community.visibility === 'open' || community.membership === 'member' || community.membership === 'moderator';

/**
 * `/comunidades/{slug}` (docs/rules/communities.md): the community, 'Aderir' / 'Sair', its
 * questions (another feature's section), publications, events and members; for its moderators and
 * admins, the requests to join. A closed community shows its name and description to everyone, and
 * the rest to its members only.
 */
export function CommunityScreen() {
  const slug = useParams().slug ?? '';
  const community = useCommunity(slug);
  usePageTitle(community.data?.name ?? (community.isError ? 'Comunidade não encontrada' : 'Comunidade'));
  if (community.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6" aria-busy="true">
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (community.isError) {
    return <ResourceNotFound title="Comunidade não encontrada" description="A comunidade que procura não existe." backTo="/comunidades" backLabel="Ver as comunidades" />;
  }
  const shown = community.data;
  const reads = readsCommunity(shown);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <BackLink to="/comunidades">Voltar às comunidades</BackLink>
      <header className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge>{COMMUNITY_KIND_LABELS[shown.kind]}</Badge>
          {shown.visibility === 'closed' && (
            <Badge variant="neutral">
              <Lock aria-hidden="true" />
              Fechada
            </Badge>
          )}
        </div>
        <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{shown.name}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{shown.description}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-800">
            <UsersRound className="size-4" aria-hidden="true" />
            {memberCountLabel(shown.memberCount)}
          </span>
          {shown.membership === 'moderator' && <Badge>Modera esta comunidade</Badge>}
          <MembershipButton community={shown} />
        </div>
        {shown.moderators.length > 0 && (
          <p className="mt-4 text-sm text-slate-700">
            Moderação:{' '}
            {shown.moderators.map((moderator, index) => (
              <span key={moderator.id}>
                {index > 0 && ', '}
                <MemberLink member={moderator} className="font-medium text-brand-800 hover:underline">
                  {moderator.fullName}
                </MemberLink>
              </span>
            ))}
          </p>
        )}
      </header>
      {reads || shown.canModerate ? (
        // The lists are fetched with their own module, after the page is drawn: the route's entry in
        // the app's first script stays short (the home page's budget counts it).
        <Suspense fallback={<p className="mt-10 text-slate-600">A carregar…</p>}>
          <CommunityLists community={shown} reads={reads} />
        </Suspense>
      ) : null}
      {!reads && (
        <Card className="mt-8 flex flex-col items-center px-6 py-10 text-center">
          <Lock className="mb-3 size-8 text-slate-500" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">Comunidade fechada</h2>
          <p className="mt-2 max-w-lg text-slate-700">
            Só os membros leem o que nela se publica e veem quem dela faz parte.{' '}
            {shown.membership === 'pending' ? 'O seu pedido de adesão aguarda a decisão de quem a modera.' : 'Peça a adesão: quem a modera decide.'}
          </p>
        </Card>
      )}
    </div>
  );
}
