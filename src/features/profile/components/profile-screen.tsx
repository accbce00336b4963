import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../../lib/current-user';
import { EditArticleDialog } from '../../publishing/components/edit-article-dialog';
import { PublishDialog, type PublishKind } from '../../publishing/components/publish-dialog';
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
  usePageTitle('O Meu Perfil');
  const { user, isLoading, query } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const tab: ProfileTab = isTab(requestedTab) ? requestedTab : 'publicacoes';
  const [editingProfile, setEditingProfile] = useState(false);
  const [publishing, setPublishing] = useState<PublishKind | null>(null);
  const [editingArticle, setEditingArticle] = useState<number | null>(null);

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
    body = (
      <div className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-12 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">Erro ao carregar perfil</h1>
        <p className="mt-2 max-w-md text-slate-700">Não foi possível obter os dados da sua conta.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else if (!user) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <Lock className="mb-3 size-10 text-slate-500" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-slate-900">Acesso Restrito</h1>
        <p className="mt-2 max-w-md text-slate-700">Inicie sessão para aceder ao seu perfil.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/login?next=%2Fprofile">Entrar</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register">Registar</Link>
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <ProfileHeader user={user} onEdit={() => setEditingProfile(true)} />
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList aria-label="Secções do perfil" className="w-full sm:w-auto">
            <TabsTrigger value="publicacoes">As Minhas Publicações</TabsTrigger>
            <TabsTrigger value="guardados">Itens Guardados</TabsTrigger>
            <TabsTrigger value="actividade">Atividade Recente</TabsTrigger>
          </TabsList>
          <TabsContent value="publicacoes" className="mt-6">
            <PublicationsTab userId={user.id} onCreate={setPublishing} onEditArticle={setEditingArticle} />
          </TabsContent>
          <TabsContent value="guardados" className="mt-6">
            <SavedItemsTab />
          </TabsContent>
          <TabsContent value="actividade" className="mt-6">
            <ActivityTab />
          </TabsContent>
        </Tabs>
        <EditProfileDialog user={user} open={editingProfile} onOpenChange={setEditingProfile} />
        <PublishDialog kind={publishing} onClose={() => setPublishing(null)} />
        <EditArticleDialog articleId={editingArticle} onClose={() => setEditingArticle(null)} />
      </div>
    );
  }

  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">{body}</div>;
}
