import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

interface ResourceNotFoundProps {
  title: string;
  description?: string;
  backTo: string;
  backLabel: string;
}

/** A detail screen whose item does not exist (or no longer exists). */
export function ResourceNotFound({ title, description, backTo, backLabel }: ResourceNotFoundProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX className="mb-3 size-10 text-slate-500" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 max-w-md text-sm text-slate-600">{description ?? 'O conteúdo que procura não existe ou foi removido.'}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
