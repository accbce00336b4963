import { EMAIL_TOKEN_INVALID } from '#contract/account-types';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResendVerification } from '../../../components/layout/email-verification-banner';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { FormPage } from '../../../components/ui/form-page';
import { ERROR_BOX, SUCCESS_BOX } from './outcome-boxes';
import { useConfirmEmailToken, type EmailTokenConfirmation } from '../api/confirm-email-token';

const CONFIRM_FAILED = 'Não foi possível confirmar o seu e-mail. Por favor, tente novamente mais tarde.';

/**
 * Sends the link's token once, on arrival. A used token is refused, so the POST must not be
 * repeated by React's StrictMode (which runs effects twice in development) or by a re-render.
 */
function useConfirmOnArrival(confirmation: EmailTokenConfirmation | null) {
  const confirm = useConfirmEmailToken();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !confirmation) return;
    sent.current = true;
    confirm.mutate(confirmation);
  }, [confirm, confirmation]);
  return confirm;
}

/** `/confirmar-email?token=…` (and `&alteracao=1` for a new address): confirms the e-mail the link was sent to. */
export function ConfirmEmailScreen() {
  usePageTitle('Confirmar e-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const change = searchParams.get('alteracao') === '1';
  const confirmation = useRef<EmailTokenConfirmation | null>(token ? { token, change } : null).current;
  const confirm = useConfirmOnArrival(confirmation);
  const { user } = useCurrentUser();

  if (!confirmation) return <ConfirmationFailed change={change} message={EMAIL_TOKEN_INVALID} />;
  // A link opened again (from the inbox, after it worked) is used up: a member whose address is
  // confirmed is told so, not that the link is invalid.
  if (confirm.isError && !change && user?.emailVerified) return <EmailConfirmed change={false} already />;
  if (confirm.isError) {
    const message = confirm.error instanceof ApiRequestError && confirm.error.status < 500 ? confirm.error.serverMessage : CONFIRM_FAILED;
    return <ConfirmationFailed change={change} message={message} />;
  }
  if (confirm.isSuccess) return <EmailConfirmed change={change} />;
  return (
    <FormPage title="Confirmar e-mail">
      <Spinner label="A confirmar o seu e-mail…" />
    </FormPage>
  );
}

/**
 * The address is confirmed. A member signed in here who has not been through the first-day guide
 * (docs/rules/first-day.md) is led to it ('Começar'); anyone else goes on as before.
 */
function EmailConfirmed({ change, already = false }: { change: boolean; already?: boolean }) {
  const { user, isLoading, query } = useCurrentUser();
  // After the confirmation the session check is asked again (`emailVerified` changed): wait for it before choosing the way on.
  const settling = isLoading || query.isFetching;
  const guide = !change && user !== null && user.onboardedAt === null;
  return (
    <FormPage title="E-mail confirmado">
      <p role="status" className={SUCCESS_BOX}>
        {already ? 'O seu e-mail já está confirmado.' : change ? 'O seu novo e-mail foi confirmado.' : 'O seu e-mail foi confirmado.'}
      </p>
      <div className="mt-6">
        {change ? (
          <Link to="/definicoes" className={buttonVariants({ className: 'w-full' })}>
            Ir para as definições
          </Link>
        ) : settling && !user ? (
          <Spinner />
        ) : guide ? (
          <>
            <p className="mb-4 text-sm text-slate-700">
              Boas-vindas à Rede TO! Complete o seu perfil em quatro passos rápidos: foto, especialidade, o distintivo «TO verificado» e o que quer acompanhar.
            </p>
            <Link to="/boas-vindas" className={buttonVariants({ className: 'w-full' })}>
              Começar
            </Link>
            <Link to="/" className={buttonVariants({ variant: 'ghost', className: 'mt-2 w-full' })}>
              Ir para a página inicial
            </Link>
          </>
        ) : (
          <Link to="/" className={buttonVariants({ className: 'w-full' })}>
            Ir para a página inicial
          </Link>
        )}
      </div>
    </FormPage>
  );
}

function ConfirmationFailed({ change, message }: { change: boolean; message: string }) {
  return (
    <FormPage title="Ligação inválida">
      <p role="alert" className={ERROR_BOX}>
        {message}
      </p>
      <div className="mt-6">
        <WayForward change={change} />
      </div>
    </FormPage>
  );
}

/** After a refused link: a new one (verification), the settings (e-mail change), or signing in first. */
function WayForward({ change }: { change: boolean }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!user) {
    const next = change ? '/definicoes' : '/';
    return (
      <Link to={`/login?next=${encodeURIComponent(next)}`} className={buttonVariants({ className: 'w-full' })}>
        Iniciar sessão
      </Link>
    );
  }
  if (change) {
    return (
      <Link to="/definicoes" className={buttonVariants({ className: 'w-full' })}>
        Ir para as definições
      </Link>
    );
  }
  if (!user.emailVerified) return <ResendButton />;
  return (
    <Link to="/" className={buttonVariants({ className: 'w-full' })}>
      Ir para a página inicial
    </Link>
  );
}

function ResendButton() {
  const resend = useResendVerification();
  return (
    <Button className="w-full" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'A reenviar…' : 'Reenviar e-mail de confirmação'}
    </Button>
  );
}
