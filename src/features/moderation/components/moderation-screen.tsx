import { MODERATING_ROLES } from '#contract/moderation-types';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCommunities } from '../../communities/api/communities';
import { CommunityRequestsPanel } from '../../communities/components/requests-panel';
import { AuditPanel } from './audit-panel';
import { ModeratorsPanel } from './moderators-panel';
import { PanelSkeleton, ReportsPanel } from './reports-panel';
import VerificationsPanel from './verifications-panel';

/**
 * `/moderacao` (docs/rules/trust.md): 'Denúncias', 'Verificações' (licence numbers to check) and
 * 'Comunidades' (requests to join: docs/rules/communities.md) for moderators and admins;
 * 'Moderadores' and 'Registo' for admins. A community's moderator sees the requests to join it;
 * anyone else reads that they may not see it (the API answers them 403).
 */
export function ModerationScreen() {
  usePageTitle('Moderação');
  const { user, isLoading } = useCurrentUser();
  // Whether a member who does not moderate the portal moderates a community.
  const communities = useCommunities(Boolean(user) && !MODERATING_ROLES.includes(user!.role));
  if (!isLoading && !user) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <SignInRequired reason="Inicie sessão para continuar." />
      </div>
    );
  }
  if (isLoading || !user) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <PanelSkeleton />
      </div>
    );
  }
  if (!MODERATING_ROLES.includes(user.role)) {
    // A community's moderators decide its requests to join here too (docs/rules/communities.md).
    if (communities.data?.some((community) => community.membership === 'moderator')) {
      return (
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Moderação</h1>
          <CommunityRequestsPanel />
        </div>
      );
    }
    if (communities.isPending) {
      return (
        <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
          <PanelSkeleton />
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <ShieldAlert className="mb-3 size-10 text-slate-500" aria-hidden="true" />
          <h1 className="text-2xl font-semibold text-slate-900">Acesso restrito</h1>
          <p className="mt-2 max-w-md text-slate-700">Não tem permissão para ver esta página.</p>
        </Card>
      </div>
    );
  }
  const isAdmin = user.role === 'admin';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Moderação</h1>
      <Tabs defaultValue="denuncias">
        <TabsList aria-label="Secções da moderação" className="mb-6">
          <TabsTrigger value="denuncias">Denúncias</TabsTrigger>
          <TabsTrigger value="verificacoes">Verificações</TabsTrigger>
          <TabsTrigger value="comunidades">Comunidades</TabsTrigger>
          {isAdmin && <TabsTrigger value="moderadores">Moderadores</TabsTrigger>}
          {isAdmin && <TabsTrigger value="registo">Registo</TabsTrigger>}
        </TabsList>
        <TabsContent value="denuncias">
          <ReportsPanel />
        </TabsContent>
        <TabsContent value="verificacoes">
          <VerificationsPanel />
        </TabsContent>
        <TabsContent value="comunidades">
          <CommunityRequestsPanel />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="moderadores">
            <ModeratorsPanel />
          </TabsContent>
        )}
        {isAdmin && (
          <TabsContent value="registo">
            <AuditPanel />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
