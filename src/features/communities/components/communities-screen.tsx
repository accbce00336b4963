import { COMMUNITY_KIND_LABELS, type Community, type CommunityKind } from '#contract/communities-types';
import { Lock, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPageHeader } from '../../../components/ui/paged-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCommunities } from '../api/communities';
import { MembershipButton } from './membership-button';

// An admin's form to open a community: fetched for admins only.
const CreateCommunity = lazy(() => import('./create-community'));

const KINDS = Object.keys(COMMUNITY_KIND_LABELS) as CommunityKind[];

const KIND_INTROS: Record<CommunityKind, string> = {
  specialty: 'Uma por cada área de intervenção.',
  region: 'Colegas da mesma região, para encontros e oportunidades perto de si.',
  interest: 'Grupos abertos pela equipa da Rede TO à volta de um tema; alguns são fechados e pedem adesão.',
};

/** 'N membros', one for one. */
export const memberCountLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'membro' : 'membros'}`;

/** `/comunidades`: every community, by kind, with its members and 'Aderir' / 'Sair' (docs/rules/communities.md). */
export function CommunitiesScreen() {
  usePageTitle('Comunidades');
  const { user } = useCurrentUser();
  const communities = useCommunities();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ListPageHeader
        title="Comunidades"
        intro="Encontre colegas da sua área e da sua região. Adira às comunidades que quiser: o que nelas se publica aparece na sua página inicial e no resumo semanal."
        action={
          <Link to="/members" className={buttonVariants({ variant: 'outline' })}>
            Diretório de membros
          </Link>
        }
      />
      {user?.role === 'admin' && (
        <Suspense fallback={<Button disabled>Criar comunidade</Button>}>
          <CreateCommunity />
        </Suspense>
      )}
      {communities.isPending ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-40 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : communities.isError ? (
        <EmptyState title="Falha ao carregar as comunidades" description="Verifique a sua ligação e tente novamente.">
          <Button variant="outline" onClick={() => void communities.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      ) : (
        KINDS.map((kind) => {
          const ofKind = communities.data.filter((community) => community.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`comunidades-${kind}`} className="mt-10">
              <h2 id={`comunidades-${kind}`} className="text-2xl font-bold text-slate-900">
                {COMMUNITY_KIND_LABELS[kind]}
              </h2>
              <p className="mt-1 mb-4 text-slate-600">{KIND_INTROS[kind]}</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {ofKind.map((community) => (
                  <li key={community.id}>
                    <CommunityCard community={community} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

function CommunityCard({ community }: { community: Community }) {
  return (
    <Card className="link-card flex h-full flex-col p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/comunidades/${community.slug}`}>{community.name}</Link>
        </h3>
        {community.visibility === 'closed' && (
          <Badge variant="neutral">
            <Lock aria-hidden="true" />
            Fechada
          </Badge>
        )}
        {community.membership === 'moderator' && <Badge>Modera</Badge>}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{community.description}</p>
      <div className="relative z-10 mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <UsersRound className="size-4" aria-hidden="true" />
          {memberCountLabel(community.memberCount)}
        </span>
        <MembershipButton community={community} size="sm" />
      </div>
    </Card>
  );
}
