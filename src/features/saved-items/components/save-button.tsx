import { Bookmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/current-user';
import { findSavedItem, useSavedItems, useToggleSaved, type SaveTarget } from '../api/saved-items';

/** Saves the article or protocol among the member's 'Itens guardados', or removes it. */
export function SaveButton({ target }: { target: SaveTarget }) {
  const { isAuthenticated } = useCurrentUser();
  const savedItems = useSavedItems();
  const toggle = useToggleSaved();
  const savedItem = findSavedItem(savedItems.data, target);
  const noun = target.articleId !== undefined ? 'este artigo' : 'este protocolo';

  const onClick = () => {
    if (!isAuthenticated) {
      toast({ title: 'Autenticação necessária', description: `Inicie sessão para guardar ${noun}` });
      return;
    }
    toggle.mutate(
      { target, savedItemId: savedItem?.id },
      {
        onSuccess: ({ saved }) =>
          toast(saved ? { title: 'Item guardado', description: 'Encontra-o em Itens guardados, no seu perfil.' } : { title: 'Item removido', description: 'Já não está nos seus itens guardados.' }),
        onError: () => toast({ title: 'Erro', description: 'Não foi possível atualizar os itens guardados', variant: 'destructive' }),
      },
    );
  };

  const saved = Boolean(savedItem);
  return (
    <Button variant={saved ? 'secondary' : 'outline'} aria-pressed={saved} onClick={onClick} disabled={toggle.isPending || (isAuthenticated && savedItems.isPending)}>
      <Bookmark aria-hidden="true" className={cn(saved && 'fill-current')} />
      {saved ? 'Guardado' : 'Guardar'}
    </Button>
  );
}
