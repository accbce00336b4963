import { Button } from './button';

interface LoadMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Carregar mais' under a paged list; hidden once everything is loaded. */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'A carregar...' : 'Carregar mais'}
      </Button>
    </div>
  );
}
