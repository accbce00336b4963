import { Check, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useCurrentUser } from '../../../lib/current-user';
import { isFollowing, useFollows, useToggleFollow, type FollowTarget } from '../api/follows';

interface FollowButtonProps {
  target: FollowTarget;
  /** What is followed, for the accessible name and the toast: 'a categoria Pediatria', 'Mariana Costa'. */
  name: string;
}

/**
 * 'Seguir' / 'A seguir' for a category or a member: for signed-in members only (nothing for
 * visitors). Drawn by the browser once the page is hydrated: the server's page is the same for
 * everyone who reads it, and what a member follows is not part of its data.
 */
export function FollowButton({ target, name }: FollowButtonProps) {
  const { user } = useCurrentUser();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const follows = useFollows(hydrated && Boolean(user));
  const toggle = useToggleFollow();
  if (!hydrated || !user || ('userId' in target && target.userId === user.id)) return null;
  const following = isFollowing(follows.data, target);
  const onClick = () =>
    toggle.mutate(
      { target, following },
      {
        onSuccess: () =>
          toast(
            following
              ? { title: 'Deixou de seguir', description: `Já não segue ${name}.` }
              : { title: 'A seguir', description: `O que for publicado por ${name} aparece em 'Para si' e nas suas notificações.` },
          ),
        onError: () => toast({ title: 'Erro', description: 'Não foi possível concluir o pedido. Tente novamente.', variant: 'destructive' }),
      },
    );
  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={following}
      aria-label={`${following ? 'A seguir' : 'Seguir'} ${name}`}
      disabled={follows.isPending || toggle.isPending}
      onClick={onClick}
    >
      {following ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {following ? 'A seguir' : 'Seguir'}
    </Button>
  );
}
