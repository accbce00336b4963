import { cn } from '../../lib/cn';
import { Button } from './button';

interface LoadMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The space above it ('mt-8' unless told). */
  className?: string;
}

/** 'Carregar mais' under a paged list; hidden once everything is loaded. */
export function LoadMoreButton({ hasMore, loading, onLoadMore, className = 'mt-8' }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'A carregar...' : 'Carregar mais'}
      </Button>
    </div>
  );
}
