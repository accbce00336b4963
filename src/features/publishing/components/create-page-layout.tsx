import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { loginHref } from '../../../lib/login-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../../lib/current-user';

interface CreatePageLayoutProps {
  title: string;
  intro: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** A members-only page with one creation form; visitors go to /login and come back here. */
export function CreatePageLayout({ title, intro, backTo, backLabel, children }: CreatePageLayoutProps) {
  usePageTitle(title);
  const location = useLocation();
  const { isAuthenticated, isLoading } = useCurrentUser();

  if (!isLoading && !isAuthenticated) return <Navigate to={loginHref(location)} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
      <Card className="mt-6 p-5 sm:p-6">{isLoading ? <Spinner /> : children}</Card>
    </div>
  );
}
