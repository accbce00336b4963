import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

interface StaticPageProps {
  title: string;
  intro?: ReactNode;
  /** E.g. 'Última atualização: 21 nov. 2026'. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A page of readable text: one heading, sections of at most ~70 characters a line. */
export function StaticPage({ title, intro, meta, children }: StaticPageProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {meta && <p className="mt-2 text-sm text-slate-600">{meta}</p>}
      {intro && <p className="mt-4 text-lg leading-8 text-slate-700">{intro}</p>}
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}

export function StaticSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 leading-7 text-slate-800">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      {children}
    </Link>
  );
}
