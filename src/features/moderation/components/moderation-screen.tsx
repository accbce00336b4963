import { MODERATING_ROLES } from '#contract/moderation-types';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuditPanel } from './audit-panel';
import { ModeratorsPanel } from './moderators-panel';
import { PanelSkeleton, ReportsPanel } from './reports-panel';
import VerificationsPanel from './verifications-panel';

/**
 * `/moderacao` (docs/rules/trust.md): 'Denúncias' and 'Verificações' (licence numbers to check)
 * for moderators and admins; 'Moderadores' and 'Registo' for admins. Anyone else reads that they
 * may not see it (the API answers them 403).
 */
export function ModerationScreen() {
  usePageTitle('Moderação');
  const { user, isLoading } = useCurrentUser();
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
          {isAdmin && <TabsTrigger value="moderadores">Moderadores</TabsTrigger>}
          {isAdmin && <TabsTrigger value="registo">Registo</TabsTrigger>}
        </TabsList>
        <TabsContent value="denuncias">
          <ReportsPanel />
        </TabsContent>
        <TabsContent value="verificacoes">
          <VerificationsPanel />
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
