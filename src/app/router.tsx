import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { RootLayout } from '../components/layout/root-layout';

/** Each screen is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const router = createBrowserRouter([
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
      { path: 'contact', ...page(() => import('./routes/contact')) },
      { path: 'privacy', ...page(() => import('./routes/privacy')) },
      { path: 'terms', ...page(() => import('./routes/terms')) },
      { path: 'cookies', ...page(() => import('./routes/cookies')) },
      { path: 'how-it-works', ...page(() => import('./routes/how-it-works')) },
      { path: 'login', ...page(() => import('./routes/login')) },
      { path: 'register', ...page(() => import('./routes/register')) },
      { path: 'profile', ...page(() => import('./routes/profile')) },
      { path: 'criar-evento', ...page(() => import('./routes/create-event')) },
      { path: 'criar-oportunidade', ...page(() => import('./routes/create-opportunity')) },
      { path: 'criar-voluntariado', ...page(() => import('./routes/create-volunteering')) },
      // The old English paths of SPEC.md's links lead to the real screens (DECISIONS.md section 5).
      { path: 'events', element: <Navigate to="/eventos" replace /> },
      { path: 'events/:id', Component: RedirectWithId('/eventos') },
      { path: 'opportunities', element: <Navigate to="/oportunidades" replace /> },
      { path: 'opportunities/:id', Component: RedirectWithId('/oportunidades') },
      { path: 'volunteer', element: <Navigate to="/voluntariado" replace /> },
      { path: 'volunteering', element: <Navigate to="/voluntariado" replace /> },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]);

function RedirectWithId(base: string) {
  return function Redirect() {
    const { id } = useParams();
    return <Navigate to={`${base}/${id ?? ''}`} replace />;
  };
}
