import type { CurrentUser } from '#contract/users-types';
import type { VerificationRequest } from '#contract/verification-types';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { VerifiedBadge } from '../../../components/ui/member-link';
import { formatDate } from '../../../lib/format';
import { useMyVerification } from '../api/verification';
import { SettingsSection } from './settings-section';
import { useLicenceForm } from './use-licence-form';

/** Where the request stands: pending, approved, or refused with the moderator's reason. */
function RequestStatus({ request }: { request: VerificationRequest }) {
  if (request.status === 'pending') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" role="status">
        <Badge variant="warning">Pendente</Badge>
        Pedido enviado em {formatDate(request.createdAt)} com a cédula n.º {request.licenceNumber}. A equipa de moderação vai verificá-la.
      </p>
    );
  }
  if (request.status === 'refused') {
    return (
      <div className="space-y-1 text-sm text-slate-700" role="status">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="danger">Recusado</Badge>O pedido com a cédula n.º {request.licenceNumber} foi recusado{request.decidedAt ? ` em ${formatDate(request.decidedAt)}` : ''}.
        </p>
        {request.reason && <p>Motivo: {request.reason}</p>}
      </div>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" role="status">
      <Badge variant="success">Aprovado</Badge>A sua cédula profissional foi verificada.
    </p>
  );
}

function LicenceForm() {
  const { form, onSubmit } = useLicenceForm(() => form.reset({ licenceNumber: '' }));
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="Número da cédula profissional" error={errors.licenceNumber?.message} className="sm:w-72">
        <Input inputMode="numeric" autoComplete="off" {...form.register('licenceNumber')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:mb-0.5 sm:w-auto">
        {isSubmitting ? 'A enviar…' : 'Pedir verificação'}
      </Button>
    </form>
  );
}

/**
 * 'Terapeuta ocupacional verificado' (docs/rules/trust.md): the member sends their ACSS licence
 * number; a moderator checks it by hand against the public register. Only the number and the
 * decision are kept.
 */
export function VerificationSection({ user }: { user: CurrentUser }) {
  const request = useMyVerification();
  const latest = request.data ?? null;
  return (
    <SettingsSection title="Terapeuta ocupacional verificado" id="verificacao">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Indique o número da sua cédula profissional, emitida pela ACSS. A equipa de moderação confirma-o à mão no registo público de profissionais e, se estiver tudo certo, o seu perfil, os seus
          conteúdos e os seus comentários passam a mostrar o distintivo <strong>TO verificado</strong>. Guardamos apenas o número e a decisão; nunca lhe pedimos documentos.{' '}
          <Link to="/how-it-works#to-verificado" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Saiba mais
          </Link>
          .
        </p>
        {user.verifiedOt ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" role="status">
            <Badge variant="success">Aprovado</Badge>
            <VerifiedBadge member={user} />O seu perfil mostra o distintivo.
          </p>
        ) : request.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            {latest && <RequestStatus request={latest} />}
            {latest?.status !== 'pending' && <LicenceForm />}
          </>
        )}
      </div>
    </SettingsSection>
  );
}
