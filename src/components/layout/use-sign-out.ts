import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/session-mutations';

/**
 * Ends the session, then goes home with a toast. The toast module (Radix) is imported on demand:
 * the first paint of every page does without it.
 */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        navigate('/');
        const { toast } = await import('../ui/toast');
        toast({ title: 'Sessão terminada', description: 'A sua sessão foi terminada com sucesso.' });
      },
      onError: async (error) => {
        const { toast } = await import('../ui/toast');
        toast({ title: 'Erro ao terminar sessão', description: error.message, variant: 'destructive' });
      },
    });
  return { signOut, isPending: logout.isPending };
}
