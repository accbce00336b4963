import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { loginHref } from '../../lib/login-redirect';

/**
 * Where a way to write leads: the writer for a member; for a visitor, 'Entrar', and the writer
 * once signed in (docs/rules/first-day.md). The Worker draws it as the browser does: both know
 * whether the page is a member's.
 */
function useWriteHref(writer: string): string {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? writer : loginHref({ pathname: writer });
}

/** A link to a writer (`/criar-artigo`…), for members and visitors alike (`useWriteHref`). */
export function WriteLink({ to, className, onClick, label, children }: { to: string; className?: string; onClick?: () => void; label?: string; children: ReactNode }) {
  return (
    <Link to={useWriteHref(to)} className={className} onClick={onClick} aria-label={label}>
      {children}
    </Link>
  );
}
