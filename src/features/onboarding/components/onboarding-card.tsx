import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useFinishOnboarding } from '../api/finish-onboarding';
import { ONBOARDING_PATH } from '../api/guide-offer';

/**
 * The home page's offer of the first-day guide, for a member who has confirmed their e-mail and
 * neither finished nor skipped it: 'Começar' opens it; 'Dispensar' records it as skipped.
 */
export function OnboardingCard() {
  const finish = useFinishOnboarding();
  return (
    <section aria-labelledby="completar-perfil" className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <UserRoundPen className="hidden size-10 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="completar-perfil" className="text-lg font-semibold text-slate-900">
          Complete o seu perfil
        </h2>
        <p className="mt-1 text-sm text-slate-700">Foto, especialidade, o distintivo «TO verificado» e o que quer acompanhar: quatro passos rápidos, que pode saltar.</p>
        {finish.isError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Não foi possível guardar. Tente novamente.
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={ONBOARDING_PATH} className={buttonVariants()}>
          Começar
        </Link>
        <button type="button" className={buttonVariants({ variant: 'ghost' })} disabled={finish.isPending} onClick={() => finish.mutate()}>
          Dispensar
        </button>
      </div>
    </section>
  );
}
