import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface AuthPageProps {
  /** The `<h1>`. */
  title: string;
  intro: string;
  /** The width of the card: 'max-w-md' or 'max-w-2xl'. */
  width: string;
  children: ReactNode;
}

/** The sign-in or registration page: one card with its heading and the form. */
export function AuthPage({ title, intro, width, children }: AuthPageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:py-16', width)}>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{intro}</p>
        {children}
      </Card>
    </div>
  );
}
