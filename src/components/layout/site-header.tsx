import { LogOut, Menu, Search, UserRound } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button-variants';
import { BELL_SLOT, NAV_LINKS } from './nav-links';
import { PublishMenu } from './publish-menu';
import { useSignOut } from './use-sign-out';

const loadMobileMenu = () => import('./mobile-menu');
// The slide-in menu (Radix Dialog) is fetched when first wanted, not with the first paint.
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { signOut, isPending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-brand-800">
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-sm text-white">
            TO
          </span>
          Rede TO
        </Link>

        <nav aria-label="Principal" className="ml-4 hidden xl:block xl:max-2xl:ml-2">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to} className={link.wide && 'xl:max-2xl:hidden'}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn('rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 xl:max-2xl:px-1.5', isActive && 'bg-brand-50 text-brand-800')
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 xl:max-2xl:gap-1">
          {/* On a phone the menu lists the writers (mobile-menu.tsx). */}
          <PublishMenu />
          <Link to="/search" aria-label="Pesquisar" className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
            <Search aria-hidden="true" />
          </Link>
          {/* A member's bell is drawn here by member-extras.tsx, loaded after hydration for members only. */}
          <span id={BELL_SLOT} className="contents" />
          <div className="hidden min-w-[13rem] items-center justify-end gap-2 sm:flex xl:max-2xl:min-w-0">
            {isLoading ? null : isAuthenticated ? (
              <>
                {/* From 1280 px the full menu is beside it: up to 1536 px the profile is its icon, so that a member's (and a moderator's) header fits. */}
                <Link to="/profile" title="O meu perfil" className={cn(buttonVariants({ variant: 'secondary' }), 'xl:max-2xl:size-10 xl:max-2xl:px-0')}>
                  <UserRound aria-hidden="true" />
                  <span className="xl:max-2xl:sr-only">O meu perfil</span>
                </Link>
                <Link to="/definicoes" className={buttonVariants({ variant: 'ghost' })}>
                  Definições
                </Link>
                <button type="button" className={buttonVariants({ variant: 'ghost', size: 'icon' })} onClick={signOut} disabled={isPending} aria-label="Terminar sessão" title="Terminar sessão">
                  <LogOut aria-hidden="true" />
                </button>
              </>
            ) : (
              <>
                <Link to="/login" className={buttonVariants({ variant: 'ghost' })}>
                  Entrar
                </Link>
                <Link to="/register" className={buttonVariants()}>
                  Registar
                </Link>
              </>
            )}
          </div>
          <button
            ref={menuButton}
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'xl:hidden')}
            aria-label="Abrir menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} onSignOut={signOut} signingOut={isPending} />
        </Suspense>
      )}
    </header>
  );
}
