import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { clientOnlyScreens } from '#client-only-screens';
import { RootLayout } from '../components/layout/root-layout';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** What a route says of its screen, in its `handle`. */
interface ScreenHandle {
  /**
   * The screen's file in `routes/`, without `.tsx`. The Worker names that screen's chunks in the
   * page it renders (`route-chunks.json`, written by vite.config.ts), so that the browser fetches
   * them with the entry instead of after it.
   */
  screen?: string;
  /** Drawn by the browser only (`browserOnlyPage`). */
  browserOnly?: true;
}

const lazyScreen = (load: ScreenModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A screen, its own chunk, loaded when its route is visited and rendered by the Worker too. */
const page = (screen: string, load: ScreenModule): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { screen } satisfies ScreenHandle,
  ...lazyScreen(load),
});

/**
 * A screen the Worker does not render on the server (`entry-server.tsx`); the browser draws it:
 * a member's own screens and the forms with the rich-text editor; the sign-in, registration and
 * contact forms, which must not be sent by the browser itself (as a GET, with the password or
 * message in the address) when someone submits them before the JavaScript has arrived.
 * (The old English paths of SPEC.md's links are redirects of the Worker: worker/pages.ts.)
 */
const browserOnlyPage = (load: ScreenModule): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { browserOnly: true } satisfies ScreenHandle,
  ...lazyScreen(load),
});

const handleOf = (route: Pick<RouteObject, 'handle'>): ScreenHandle | undefined => route.handle as ScreenHandle | undefined;

export const isBrowserOnly = (route: Pick<RouteObject, 'handle'>): boolean => handleOf(route)?.browserOnly === true;

/** The file name of the route's screen in `routes/` (see `ScreenHandle.screen`). */
export const screenOf = (route: Pick<RouteObject, 'handle'>): string | undefined => handleOf(route)?.screen;

/**
 * Every screen of the portal. The browser's router (`router.ts`) and the Worker's server render
 * (`entry-server.tsx`) are both made from this one list.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, ...page('home', () => import('./routes/home')) },
      { path: 'articles', ...page('articles-list', () => import('./routes/articles-list')) },
      { path: 'articles/:id', ...page('article-detail', () => import('./routes/article-detail')) },
      { path: 'protocols', ...page('protocols-list', () => import('./routes/protocols-list')) },
      { path: 'protocols/:id', ...page('protocol-detail', () => import('./routes/protocol-detail')) },
      { path: 'eventos', ...page('events-list', () => import('./routes/events-list')) },
      { path: 'eventos/:id', ...page('event-detail', () => import('./routes/event-detail')) },
      { path: 'oportunidades', ...page('opportunities-list', () => import('./routes/opportunities-list')) },
      { path: 'oportunidades/:id', ...page('opportunity-detail', () => import('./routes/opportunity-detail')) },
      { path: 'voluntariado', ...page('volunteering-list', () => import('./routes/volunteering-list')) },
      { path: 'voluntariado/:id', ...page('volunteering-detail', () => import('./routes/volunteering-detail')) },
      { path: 'members', ...page('members-list', () => import('./routes/members-list')) },
      { path: 'members/:id', ...page('member-profile', () => import('./routes/member-profile')) },
      { path: 'search', ...page('search', () => import('./routes/search')) },
      { path: 'about', ...page('about', () => import('./routes/about')) },
      { path: 'contact', ...browserOnlyPage(() => import('./routes/contact')) },
      { path: 'privacy', ...page('privacy', () => import('./routes/privacy')) },
      { path: 'terms', ...page('terms', () => import('./routes/terms')) },
      { path: 'cookies', ...page('cookies', () => import('./routes/cookies')) },
      { path: 'how-it-works', ...page('how-it-works', () => import('./routes/how-it-works')) },
      { path: 'login', ...browserOnlyPage(() => import('./routes/login')) },
      { path: 'register', ...browserOnlyPage(() => import('./routes/register')) },
      { path: 'profile', ...browserOnlyPage(clientOnlyScreens.profile) },
      { path: 'criar-evento', ...browserOnlyPage(clientOnlyScreens.createEvent) },
      { path: 'criar-oportunidade', ...browserOnlyPage(clientOnlyScreens.createOpportunity) },
      { path: 'criar-voluntariado', ...browserOnlyPage(clientOnlyScreens.createVolunteering) },
      { path: '*', ...page('not-found', () => import('./routes/not-found')) },
    ],
  },
];
