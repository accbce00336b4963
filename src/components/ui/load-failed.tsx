import { Button } from './button';
import { EmptyState } from './empty-state';

interface LoadFailedProps {
  /** What could not be loaded, as the sentence names it: 'as notificações', 'o registo'. */
  what: string;
  onRetry: () => void;
}

/** A list that could not be loaded: what failed, and 'Tentar novamente'. */
export function LoadFailed({ what, onRetry }: LoadFailedProps) {
  return (
    <EmptyState title={`Erro ao carregar ${what}`} description={`Não foi possível carregar ${what}. Tente novamente.`}>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </EmptyState>
  );
}
