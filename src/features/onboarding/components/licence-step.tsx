import { LICENCE_NUMBER_MAX, LICENCE_NUMBER_MIN } from '#contract/verification-types';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyVerification } from '../../settings/api/verification';
import { useLicenceForm } from '../../settings/components/use-licence-form';
import { StepActions, type StepProps } from './step-actions';

/**
 * The licence number for «TO verificado», sent as the settings' verification section sends it
 * (`POST /api/me/verification`). A member already verified, or whose request waits for a
 * moderator, is told so and goes on.
 */
export function LicenceStep({ user, ...actions }: StepProps) {
  const request = useMyVerification();
  const latest = request.data ?? null;
  if (user.verifiedOt || latest?.status === 'approved') {
    return <LicenceStatus {...actions} text="A sua cédula profissional já está verificada: o seu perfil mostra o distintivo." badge={<Badge variant="success">Aprovado</Badge>} />;
  }
  if (latest?.status === 'pending') {
    return (
      <LicenceStatus {...actions} text={`O pedido com a cédula n.º ${latest.licenceNumber} foi enviado. A equipa de moderação vai verificá-la.`} badge={<Badge variant="warning">Pendente</Badge>} />
    );
  }
  if (request.isPending) return <Skeleton className="h-24 w-full" />;
  return <LicenceForm {...actions} />;
}

function LicenceStatus({ text, badge, ...actions }: Omit<StepProps, 'user'> & { text: string; badge: ReactNode }) {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" role="status">
        {badge}
        {text}
      </p>
      <StepActions {...actions} primary={{ label: 'Continuar', onClick: actions.onNext }} />
    </div>
  );
}

function LicenceForm(actions: Omit<StepProps, 'user'>) {
  const { form, onSubmit } = useLicenceForm(actions.onNext);
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field
        label="Número da cédula profissional"
        error={errors.licenceNumber?.message}
        hint={`Só algarismos, entre ${LICENCE_NUMBER_MIN} e ${LICENCE_NUMBER_MAX}. Nunca lhe pedimos documentos.`}
        className="sm:w-80"
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('licenceNumber')} />
      </Field>
      <StepActions {...actions} primary={{ label: 'Pedir verificação', busyLabel: 'A enviar…', busy: isSubmitting }} />
    </form>
  );
}
