import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { clientOnlyScreens } from '#client-only-screens';
import { RootLayout } from '../components/layout/root-layout';

/** Each screen is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const CLIENT_ONLY = { clientOnly: true } as const;

/**
 * A screen the Worker does not render on the server (`entry-server.tsx`); the browser draws it:
 * a member's own screens and the forms with the rich-text editor; the sign-in, registration and
 * contact forms, which must not be sent by the browser itself (as a GET, with the password or
 * message in the address) when someone submits them before the JavaScript has arrived.
 * (The old English paths of SPEC.md's links are redirects of the Worker: worker/pages.ts.)
 */
const browserOnlyPage = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: CLIENT_ONLY,
  ...page(load),
});

export const isBrowserOnly = (route: Pick<RouteObject, 'handle'>): boolean => route.handle === CLIENT_ONLY;

/**
 * Every screen of the portal. The browser's router (`router.ts`) and the Worker's server render
 * (`entry-server.tsx`) are both made from this one list.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: 'articles', ...page(() => import('./routes/articles-list')) },
      { path: 'articles/:id', ...page(() => import('./routes/article-detail')) },
      { path: 'protocols', ...page(() => import('./routes/protocols-list')) },
      { path: 'protocols/:id', ...page(() => import('./routes/protocol-detail')) },
      { path: 'eventos', ...page(() => import('./routes/events-list')) },
      { path: 'eventos/:id', ...page(() => import('./routes/event-detail')) },
      { path: 'oportunidades', ...page(() => import('./routes/opportunities-list')) },
      { path: 'oportunidades/:id', ...page(() => import('./routes/opportunity-detail')) },
      { path: 'voluntariado', ...page(() => import('./routes/volunteering-list')) },
      { path: 'voluntariado/:id', ...page(() => import('./routes/volunteering-detail')) },
      { path: 'members', ...page(() => import('./routes/members-list')) },
      { path: 'members/:id', ...page(() => import('./routes/member-profile')) },
      { path: 'search', ...page(() => import('./routes/search')) },
      { path: 'about', ...page(() => import('./routes/about')) },
      { path: 'contact', ...browserOnlyPage(() => import('./routes/contact')) },
      { path: 'privacy', ...page(() => import('./routes/privacy')) },
      { path: 'terms', ...page(() => import('./routes/terms')) },
      { path: 'cookies', ...page(() => import('./routes/cookies')) },
      { path: 'how-it-works', ...page(() => import('./routes/how-it-works')) },
      { path: 'login', ...browserOnlyPage(() => import('./routes/login')) },
      { path: 'register', ...browserOnlyPage(() => import('./routes/register')) },
      { path: 'profile', ...browserOnlyPage(clientOnlyScreens.profile) },
      { path: 'criar-evento', ...browserOnlyPage(clientOnlyScreens.createEvent) },
      { path: 'criar-oportunidade', ...browserOnlyPage(clientOnlyScreens.createOpportunity) },
      { path: 'criar-voluntariado', ...browserOnlyPage(clientOnlyScreens.createVolunteering) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];
