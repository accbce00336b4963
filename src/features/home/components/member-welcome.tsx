import type { CurrentUser } from '#contract/users-types';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { isGuideOffered } from '../../onboarding/api/guide-offer';
import { OnboardingCard } from '../../onboarding/components/onboarding-card';
import { HomeSearch } from './home-search';

/**
 * What a member sees where visitors see the hero: their greeting, 'Partilhar conhecimento' (the
 * article writer), the first-day guide's offer until they finish or skip it, and the search.
 */
export default function MemberWelcome({ user }: { user: CurrentUser }) {
  const firstName = user.fullName.trim().split(/\s+/)[0] ?? user.fullName;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Olá, {firstName}</h1>
          <p className="mt-1 text-slate-700">O mais recente da terapia ocupacional em Portugal, partilhado pelos colegas.</p>
        </div>
        <Link to="/criar-artigo" className={buttonVariants()}>
          <PenLine aria-hidden="true" />
          Partilhar conhecimento
        </Link>
      </div>
      {isGuideOffered(user) && (
        <div className="mt-6">
          <OnboardingCard />
        </div>
      )}
      <HomeSearch />
    </div>
  );
}
