import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/current-user';
import { useToggleLike, type LikeableKind } from '../api/toggle-like';

const MESSAGES: Record<LikeableKind, { signIn: string; liked: { title: string; description?: string }; failed: string }> = {
  articles: {
    signIn: 'Inicie sessão para marcar que gosta deste artigo',
    liked: { title: 'Marcou que gosta do artigo', description: 'Agradecemos a sua opinião.' },
    failed: 'Não foi possível marcar que gosta do artigo',
  },
  protocols: {
    signIn: 'Inicie sessão para marcar que gosta deste protocolo',
    liked: { title: 'Marcou que gosta do protocolo', description: 'Agradecemos a sua opinião.' },
    failed: 'Não foi possível marcar que gosta do protocolo',
  },
};

interface LikeButtonProps {
  kind: LikeableKind;
  item: { id: number; likes: number; liked: boolean };
}

/** Likes or, pressed again, unlikes; visitors are asked to sign in. */
export function LikeButton({ kind, item }: LikeButtonProps) {
  const { isAuthenticated } = useCurrentUser();
  const toggle = useToggleLike(kind, item.id);
  const messages = MESSAGES[kind];

  const onClick = () => {
    if (!isAuthenticated) {
      toast({ title: 'Autenticação necessária', description: messages.signIn });
      return;
    }
    toggle.mutate(item.liked, {
      onSuccess: (result) => {
        if (result.liked) toast(messages.liked);
        else toast({ title: 'Gosto removido' });
      },
      onError: () => toast({ title: 'Erro', description: messages.failed, variant: 'destructive' }),
    });
  };

  return (
    <Button variant={item.liked ? 'secondary' : 'outline'} aria-pressed={item.liked} onClick={onClick} disabled={toggle.isPending}>
      <Heart aria-hidden="true" className={cn(item.liked && 'fill-current text-red-700')} />
      {item.liked ? 'Gostou' : 'Gosto'}
      <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-800">
        {formatCount(item.likes)}
        <span className="sr-only"> gostos</span>
      </span>
    </Button>
  );
}
