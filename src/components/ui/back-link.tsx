import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The link back to where a page belongs ('Voltar aos artigos'), above its heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
