import { Button } from '../../../components/ui/button';

/** A list of the profile that could not be loaded, with 'Tentar novamente'. */
export function TabLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{text}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
