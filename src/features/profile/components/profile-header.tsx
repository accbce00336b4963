import type { CurrentUser } from '#contract/users-types';
import { LogOut, MapPin, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useLogout } from '../../../lib/session-mutations';

interface ProfileHeaderProps {
  user: CurrentUser;
  onEdit: () => void;
}

export function ProfileHeader({ user, onEdit }: ProfileHeaderProps) {
  const navigate = useNavigate();
  const logout = useLogout();

  function signOut() {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Sessão terminada', description: 'A sua sessão foi terminada com sucesso.' });
        navigate('/', { replace: true });
      },
      onError: () => toast({ title: 'Erro ao sair', description: 'Ocorreu um erro ao tentar sair da sua conta.', variant: 'destructive' }),
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Avatar user={user} size={96} className="mx-auto sm:mx-0" />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <h1 className="text-2xl font-semibold break-words text-slate-900">{user.fullName}</h1>
          <p className="mt-0.5 text-brand-800">{user.specialty || 'Terapeuta ocupacional'}</p>
          <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
            <Badge variant="neutral">
              <MapPin aria-hidden="true" />
              {user.location || 'Portugal'}
            </Badge>
            <Badge variant="brand">@{user.username}</Badge>
          </div>
          <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{user.bio || 'Ainda não escreveu uma biografia. Use «Editar perfil» para se apresentar à comunidade.'}</p>
        </div>
        <div className="flex flex-col gap-2 sm:w-44">
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Editar perfil
          </Button>
          <Button variant="outline" onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Terminar sessão
          </Button>
        </div>
      </div>
    </Card>
  );
}
