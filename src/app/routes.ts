import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { clientOnlyScreens } from '#client-only-screens';
import { RootLayout } from '../components/layout/root-layout';
import { currentUserQuery } from '../lib/current-user';
import { preloadScreen } from '../lib/screen-chunks';
import { load, type ScreenData } from '../lib/screen-data';

/** A route file of `routes/`: its screen and, for a screen the Worker renders, the screen's data. */
type ScreenModule = () => Promise<{ default: ComponentType; screenData?: ScreenData }>;

/** What a route says of its screen, in its `handle`. */
interface ScreenHandle {
  /**
   * The screen's file in `routes/`, without `.tsx`. The Worker names that screen's chunks in the
   * page it renders (`route-chunks.json`, written by scripts/vite/route-chunk-list.ts), so that
   * the browser fetches them with the entry instead of after it.
   */
  screen?: string;
  /** Drawn by the browser only (`browserOnlyPage`). */
  browserOnly?: true;
}

/** How the routes' loaders treat a screen's data (`ScreenData`, lib/screen-data.ts). */
export interface RouteDataOptions {
  /** The query cache the data goes into. */
  queryClient: QueryClient;
  /**
   * The server render waits for the data, so that the screen is drawn once, whole. The browser
   * does not: the screen is drawn at once, with its skeleton, while its data and chunk arrive.
   */
  waitForData: boolean;
  /**
   * The server render only: whether the request is a member's, as the Worker knows before
   * `/api/me` has answered. The data a member's screen adds (saved items) is then fetched beside
   * the member rather than after them.
   */
  member?: boolean;
}

const lazyScreen = (load: ScreenModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A route's `loader`: the data its screen reads (`screenData` of the route's file, or of the
 * layout). It never fails, and gives the route no data of its own.
 */
const loaderOf =
  (screenData: () => Promise<ScreenData | undefined>, { queryClient, waitForData, member }: RouteDataOptions): LoaderFunction =>
  async ({ params, request }) => {
    const url = new URL(request.url);
    // A route file that fails to arrive is the route's `lazy` to report, not its data's.
    const loading = screenData().then(
      (data) => data?.({ queryClient, params, url, member }),
      () => undefined,
    );
    if (waitForData) await loading;
    return null;
  };

/** Every screen's header: the signed-in member, or none. */
const layoutData: ScreenData = ({ queryClient }) => load(queryClient, currentUserQuery);

/**
 * A screen the Worker does not render on the server (`entry-server.tsx`); the browser draws it:
 * a member's own screens and the forms with the rich-text editor; the sign-in, registration and
 * contact forms, which must not be sent by the browser itself (as a GET, with the password or
 * message in the address) when someone submits them before the JavaScript has arrived.
 * (The old English paths of docs/rules/screens.md's links are redirects of the Worker: worker/pages.ts.)
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
 * Every screen of the portal, with the data each one reads. The browser's router (main.tsx) and
 * the Worker's server render (`entry-server.tsx`) are both made from this one list.
 */
export function createRoutes(options: RouteDataOptions): RouteObject[] {
  /** A screen, its own chunk, loaded when its route is visited and rendered by the Worker too. */
  const page = (screen: string, module: ScreenModule): Pick<RouteObject, 'lazy' | 'handle' | 'loader'> => {
    // The screen's chunks are asked for all at once, with its file (lib/screen-chunks.ts).
    const withChunks: ScreenModule = () => (preloadScreen(screen), module());
    return {
      handle: { screen } satisfies ScreenHandle,
      // The route's file is fetched once, for both: its screen and its data.
      loader: loaderOf(async () => (await withChunks()).screenData, options),
      ...lazyScreen(withChunks),
    };
  };

  const questions = () => import('./routes/questions');
  return [
    {
      Component: RootLayout,
      loader: loaderOf(async () => layoutData, options),
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
        ...['perguntas', 'perguntas/:id'].map((path) => ({ path, ...page('questions', questions) })),
        { path: 'comunidades/:slug?', ...browserOnlyPage(clientOnlyScreens.communities) },
        { path: 'members', ...page('members-list', () => import('./routes/members-list')) },
        { path: 'members/:id', ...page('member-profile', () => import('./routes/member-profile')) },
        { path: 'search', ...page('search', () => import('./routes/search')) },
        { path: 'about', ...page('about', () => import('./routes/about')) },
        { path: 'contact', ...browserOnlyPage(clientOnlyScreens.contact) },
        { path: 'privacy', ...page('privacy', () => import('./routes/privacy')) },
        { path: 'terms', ...page('terms', () => import('./routes/terms')) },
        { path: 'cookies', ...page('cookies', () => import('./routes/cookies')) },
        { path: 'how-it-works', ...page('how-it-works', () => import('./routes/how-it-works')) },
        { path: 'login', ...browserOnlyPage(clientOnlyScreens.login) },
        { path: 'register', ...browserOnlyPage(clientOnlyScreens.register) },
        { path: 'confirmar-email', ...browserOnlyPage(clientOnlyScreens.confirmEmail) },
        { path: 'recuperar-palavra-passe', ...browserOnlyPage(clientOnlyScreens.forgotPassword) },
        { path: 'repor-palavra-passe', ...browserOnlyPage(clientOnlyScreens.resetPassword) },
        { path: 'cancelar-subscricao', ...browserOnlyPage(clientOnlyScreens.unsubscribe) },
        { path: 'profile', ...browserOnlyPage(clientOnlyScreens.profile) },
        { path: 'definicoes', ...browserOnlyPage(clientOnlyScreens.settings) },
        { path: 'notificacoes', ...browserOnlyPage(clientOnlyScreens.notifications) },
        { path: 'boas-vindas', ...browserOnlyPage(clientOnlyScreens.onboarding) },
        { path: 'moderacao', ...browserOnlyPage(clientOnlyScreens.moderation) },
        // The CPD portfolio, an event's attendance and a certificate's public page: one screen for all (routes/cpd-screens.tsx).
        ...['portefolio', 'eventos/:id/presencas', 'certificados/:code'].map((path) => ({ path, ...browserOnlyPage(clientOnlyScreens.cpd) })),
        // The publishing pages, one screen for all (the writer's page edits articles and protocols,
        // which stay at /articles/:id and /protocols/:id).
        ...[
          'criar-evento',
          'criar-oportunidade',
          'criar-voluntariado',
          'criar-artigo',
          'criar-protocolo',
          'artigos/:id/editar',
          'protocolos/:id/editar',
          'eventos/:id/editar',
          'oportunidades/:id/editar',
          'voluntariado/:id/editar',
          'perguntas/nova',
          'perguntas/:id/editar',
        ].map((path) => ({
          path,
          ...browserOnlyPage(clientOnlyScreens.publishing),
        })),
        { path: '*', ...page('not-found', () => import('./routes/not-found')) },
      ],
    },
  ];
}
