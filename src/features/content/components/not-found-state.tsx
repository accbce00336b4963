import type { ReactNode } from 'react';
import { FileQuestion } from 'lucide-react';

/** The page-level "not found" of an article or protocol: the screen's one <h1>. */
export function NotFoundState({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <FileQuestion className="size-10 text-slate-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
