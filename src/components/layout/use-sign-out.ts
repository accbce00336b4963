import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../../lib/end-session';

/**
 * Ends the session, then goes home with a toast. Every page's header has it, so it does without
 * TanStack's mutation machinery and the toast module (Radix), which is imported on demand: the
 * first paint of every page loads neither.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await endSession(queryClient);
      navigate('/');
      const { toast } = await import('../ui/toast');
      toast({ title: 'Sessão terminada', description: 'A sua sessão foi terminada com sucesso.' });
    } catch (error) {
      const { toast } = await import('../ui/toast');
      toast({ title: 'Erro ao terminar sessão', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return { signOut, isPending };
}
