import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountLoadError, SignInRequired } from '../../../components/ui/sign-in-required';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../../lib/current-user';
import { ActivityTab } from './activity-tab';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { PublicationsTab } from './publications-tab';
import { SavedItemsTab } from './saved-items-tab';

const TABS = ['publicacoes', 'guardados', 'actividade'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

export function ProfileScreen() {
  usePageTitle('O meu perfil');
  const { user, isLoading, query } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: ProfileTab = isTab(requestedTab) ? requestedTab : 'publicacoes';
  const [editingProfile, setEditingProfile] = useState(false);

  const changeTab = (value: string) =>
    setSearchParams(
      (params) => {
        const nextParams = new URLSearchParams(params);
        if (value === 'publicacoes') nextParams.delete('tab');
        else nextParams.set('tab', value);
        return nextParams;
      },
      { replace: true },
    );

  let body;
  if (isLoading) {
    body = <ProfileSkeleton />;
  } else if (query.isError) {
    body = <AccountLoadError title="Erro ao carregar perfil" />;
  } else if (!user) {
    body = <SignInRequired reason="Inicie sessão para aceder ao seu perfil." />;
  } else {
    body = (
      <div className="space-y-6">
        <ProfileHeader user={user} onEdit={() => setEditingProfile(true)} />
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList aria-label="Secções do perfil" className="w-full sm:w-auto">
            <TabsTrigger value="publicacoes">As minhas publicações</TabsTrigger>
            <TabsTrigger value="guardados">Itens guardados</TabsTrigger>
            <TabsTrigger value="actividade">Atividade recente</TabsTrigger>
          </TabsList>
          <TabsContent value="publicacoes" className="mt-6">
            <PublicationsTab userId={user.id} />
          </TabsContent>
          <TabsContent value="guardados" className="mt-6">
            <SavedItemsTab />
          </TabsContent>
          <TabsContent value="actividade" className="mt-6">
            <ActivityTab />
          </TabsContent>
        </Tabs>
        <EditProfileDialog user={user} open={editingProfile} onOpenChange={setEditingProfile} />
      </div>
    );
  }

  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">{body}</div>;
}
