import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import { JoinCallToAction } from './join-call-to-action';

interface HomeScreenProps {
  /** The content of each section, from the features that own it (the route composes them). */
  categories: ReactNode;
  recentArticles: ReactNode;
  featuredProtocols: ReactNode;
  featuredMembers: ReactNode;
}

/** The home page: the hero, the specialties, recent content, a few therapists and the invitation to join. */
export function HomeScreen({ categories, recentArticles, featuredProtocols, featuredMembers }: HomeScreenProps) {
  usePageTitle(undefined);
  return (
    <>
      <HomeHero />
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
