import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label ?? <span className="sr-only">A carregar…</span>}
    </span>
  );
}
