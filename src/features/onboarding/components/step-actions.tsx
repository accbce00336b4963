import type { CurrentUser } from '#contract/users-types';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** What the guide hands each of its steps. */
export interface StepProps {
  user: CurrentUser;
  /** The next step, or the end of the guide after the last. */
  onNext: () => void;
  /** The step before (none on the first). */
  onBack: (() => void) | undefined;
  last: boolean;
  /** The guide's end is being recorded. */
  finishing: boolean;
}

interface StepActionsProps extends Pick<StepProps, 'onNext' | 'onBack' | 'last' | 'finishing'> {
  /** The step's own action (a submit button of its form, or 'Continuar'); none leaves only skipping. */
  primary?: { label: string; busyLabel?: string; busy?: boolean; disabled?: boolean; onClick?: () => void };
}

/** 'Voltar', 'Saltar este passo' and the step's own action ('Concluir' on the last), at the foot of every step. */
export function StepActions({ onNext, onBack, last, finishing, primary }: StepActionsProps) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
      {onBack && (
        <Button variant="ghost" onClick={onBack} className="sm:mr-auto">
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
      )}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        {/* On the last step 'Concluir' is the way past it, whether anything was followed or not. */}
        {!last && (
          <Button variant="outline" onClick={onNext} disabled={primary?.busy}>
            Saltar este passo
          </Button>
        )}
        {primary && (
          <Button type={primary.onClick ? 'button' : 'submit'} onClick={primary.onClick} disabled={finishing || primary.busy || primary.disabled}>
            {primary.busy ? (primary.busyLabel ?? primary.label) : primary.label}
          </Button>
        )}
        {!primary && last && (
          <Button onClick={onNext} disabled={finishing}>
            {finishing ? 'A concluir…' : 'Concluir'}
          </Button>
        )}
      </div>
    </div>
  );
}
