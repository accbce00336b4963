import type { Community } from '#contract/communities-types';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { loginHref } from '../../../lib/login-redirect';
import { useMembershipChange } from '../api/communities';

/**
 * 'Aderir' (an open community), 'Pedir adesão' (a closed one), 'Pedido enviado' with 'Retirar
 * pedido' while a request waits, 'Sair' for its members; 'Entrar para aderir' for visitors
 * (docs/rules/communities.md).
 */
export function MembershipButton({ community, size }: { community: Pick<Community, 'slug' | 'name' | 'visibility' | 'membership'>; size?: 'sm' }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const change = useMembershipChange(community.slug);
  const name = `«${community.name}»`;
  if (!user) {
    return (
      <Link to={loginHref(location)} className={buttonVariants({ variant: 'outline', size })}>
        Entrar para aderir<span className="sr-only"> a {name}</span>
      </Link>
    );
  }
  const act = (join: boolean) =>
    change.mutate(join, {
      onSuccess: (result) =>
        toast({
          title:
            result.membership === 'pending'
              ? `Pedido de adesão a ${name} enviado`
              : result.membership
                ? `Aderiu a ${name}`
                : community.membership === 'pending'
                  ? 'Pedido retirado'
                  : `Saiu de ${name}`,
          description: result.membership === 'pending' ? 'Quem modera a comunidade vai decidir; será notificado.' : undefined,
        }),
      onError: (error) => toast({ title: 'Não foi possível concluir', description: error instanceof ApiRequestError ? error.serverMessage : undefined, variant: 'destructive' }),
    });
  if (community.membership === 'pending') {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Pedido enviado</span>
        <Button variant="ghost" size={size} disabled={change.isPending} onClick={() => act(false)}>
          Retirar pedido<span className="sr-only"> a {name}</span>
        </Button>
      </span>
    );
  }
  if (community.membership) {
    return (
      <Button variant="outline" size={size} disabled={change.isPending} onClick={() => act(false)}>
        Sair<span className="sr-only"> de {name}</span>
      </Button>
    );
  }
  return (
    <Button size={size} disabled={change.isPending} onClick={() => act(true)}>
      {community.visibility === 'closed' ? 'Pedir adesão' : 'Aderir'}
      <span className="sr-only"> a {name}</span>
    </Button>
  );
}
