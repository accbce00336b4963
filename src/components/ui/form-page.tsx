import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

interface FormPageProps {
  /** The `<h1>`. */
  title: string;
  intro?: string;
  /** The width of the card: 'max-w-md' (default) or 'max-w-2xl'. */
  width?: string;
  children: ReactNode;
}

/** A page that is one card with its heading and a form: signing in, registering, the account's e-mailed links. */
export function FormPage({ title, intro, width = 'max-w-md', children }: FormPageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:py-16', width)}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
