import type { CurrentUser } from '#contract/users-types';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { JoinCallToAction } from './join-call-to-action';

// A member's greeting, 'Partilhar conhecimento' and the first-day guide's offer: fetched for members only, after hydration,
// so that nothing of it is in the home page's scripts (decision 060).
const MemberWelcome = lazy(() => import('./member-welcome'));

interface HomeScreenProps {
  /** The content of each section, from the features that own it (the route composes them). */
  categories: ReactNode;
  recentArticles: ReactNode;
  featuredProtocols: ReactNode;
  featuredMembers: ReactNode;
}

/**
 * The home page: the visitors' hero (a member gets a greeting, the search and 'Partilhar
 * conhecimento' instead, and the first-day guide's offer until they finish or skip it), the
 * specialties, recent content, a few therapists and the invitation to join. Who is asking comes
 * from the session check the layout loads: the Worker draws a member's page with it and never
 * stores that page, and a visitor's, the one the edge cache keeps, has none.
 */
export function HomeScreen({ categories, recentArticles, featuredProtocols, featuredMembers }: HomeScreenProps) {
  usePageTitle(undefined);
  const { user } = useCurrentUser();
  return (
    <>
      {user ? <MemberTop user={user} /> : <HomeHero />}
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6">
        <HomeSection title="Especialidades" description="Explore os conteúdos por área de intervenção.">
          {categories}
        </HomeSection>
        <HomeSection title="Artigos recentes" link={{ to: '/articles', label: 'Ver todos os artigos' }}>
          {recentArticles}
        </HomeSection>
        <HomeSection title="Protocolos em destaque" link={{ to: '/protocols', label: 'Ver todos os protocolos' }}>
          {featuredProtocols}
        </HomeSection>
        <HomeSection title="Terapeutas em destaque" link={{ to: '/members', label: 'Ver a comunidade' }}>
          {featuredMembers}
        </HomeSection>
        <JoinCallToAction />
      </div>
    </>
  );
}

/**
 * A member's top of the home page, in the band the hero takes for visitors. Drawn by the browser
 * alone, after hydration (a lazy module never suspends the server's HTML or its hydration); the
 * band keeps its height meanwhile.
 */
function MemberTop({ user }: { user: CurrentUser }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section aria-label="A sua página inicial" className="min-h-64 border-b border-brand-100 bg-brand-50">
      {hydrated && (
        <Suspense fallback={null}>
          <MemberWelcome user={user} />
        </Suspense>
      )}
    </section>
  );
}
