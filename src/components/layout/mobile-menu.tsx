import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { NAV_LINKS, WRITERS } from './nav-links';
import { WriteLink } from './write-link';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onSignOut: () => void;
  signingOut: boolean;
}

/** The slide-in menu of small screens: focus trapped, closed by Escape, the overlay or a link. */
export default function MobileMenu({ open, onOpenChange, returnFocusTo, onSignOut, signingOut }: MobileMenuProps) {
  const { isAuthenticated, user } = useCurrentUser();
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="menu-overlay" className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label="Fechar menu">
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Menu principal">
            <ul className="space-y-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    onClick={close}
                    className={({ isActive }) => cn('block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100', isActive && 'bg-brand-50 text-brand-800')}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="menu-publicar" className="mt-6 border-t border-slate-200 pt-6">
            <h2 id="menu-publicar" className="px-3 text-sm font-semibold text-slate-600">
              Publicar
            </h2>
            <ul className="mt-2 space-y-1">
              {WRITERS.map((writer) => (
                <li key={writer.to}>
                  <WriteLink to={writer.to} onClick={close} className="block rounded-md px-3 py-2.5 font-medium text-slate-800 hover:bg-slate-100">
                    {writer.label}
                  </WriteLink>
                </li>
              ))}
            </ul>
          </section>
          <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-6">
            {isAuthenticated ? (
              <>
                <Button asChild variant="secondary">
                  <Link to="/profile" onClick={close}>
                    O meu perfil
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/portefolio" onClick={close}>
                    Portefólio
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/definicoes" onClick={close}>
                    Definições
                  </Link>
                </Button>
                {user && user.role !== 'member' && (
                  <Button asChild variant="outline">
                    <Link to="/moderacao" onClick={close}>
                      Moderação
                    </Link>
                  </Button>
                )}
                <Button
                  variant="outline"
                  disabled={signingOut}
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  Terminar sessão
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to="/login" onClick={close}>
                    Entrar
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/register" onClick={close}>
                    Registar
                  </Link>
                </Button>
              </>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
