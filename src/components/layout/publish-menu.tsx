import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button-variants';
import { WRITERS } from './nav-links';
import { WriteLink } from './write-link';

/**
 * The header's 'Publicar': a disclosure (`<details>`, so it opens before the scripts arrive and
 * costs the home page almost no JavaScript) listing the five writers. Escape closes it and gives
 * the focus back to 'Publicar'; so does leaving it (a click or the focus elsewhere) or choosing one.
 */
export function PublishMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = (refocus: boolean) => {
    const details = menu.current;
    if (!details?.open) return;
    details.open = false;
    if (refocus) details.querySelector('summary')?.focus();
  };

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  return (
    <details
      ref={menu}
      className="relative hidden sm:block"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      {/* From 1280 px the full menu is beside it: up to 1536 px it is drawn as a '+', so that a moderator's header fits. */}
      <summary title="Publicar" className={cn(buttonVariants({ variant: 'outline' }), 'cursor-pointer list-none xl:max-2xl:size-10 xl:max-2xl:px-0 [&::-webkit-details-marker]:hidden')}>
        <span aria-hidden="true" className="hidden text-xl leading-none xl:max-2xl:inline">
          +
        </span>
        <span className="xl:max-2xl:sr-only">Publicar</span>
      </summary>
      <ul aria-label="Publicar" className="absolute right-0 z-50 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {WRITERS.map((writer) => (
          <li key={writer.to}>
            <WriteLink
              to={writer.to}
              onClick={() => close(false)}
              className="block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {writer.label}
            </WriteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
