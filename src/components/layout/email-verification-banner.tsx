import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { currentUserQuery } from '../../lib/current-user';
import { buttonVariants } from '../ui/button-variants';
import { toast } from '../ui/toast';

// A module of its own, loaded (root-layout.tsx) only for a signed-in member whose e-mail is not
// confirmed: nothing of it, nor of TanStack's mutations, enters the visitor's home-page scripts.

const RESEND_FAILED = 'Não foi possível reenviar o e-mail. Por favor, tente novamente.';

/** `POST /api/email-verification`: a new confirmation link (3 an hour; 409 once confirmed). */
const resendVerification = () => apiRequest<{ message: string }>('POST', '/api/email-verification');

/** Sends the confirmation e-mail again and says how it went in a toast. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => toast({ title: 'E-mail reenviado', description: message }),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        // Confirmed meanwhile (in another tab): the banner goes with the fresh member.
        toast({ title: 'E-mail já confirmado', description: error.serverMessage });
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
        return;
      }
      const description = error instanceof ApiRequestError && error.status === 429 ? error.serverMessage : RESEND_FAILED;
      toast({ title: 'E-mail não reenviado', description, variant: 'destructive' });
    },
  });
}

/** The slim bar under the header while the member's e-mail is not confirmed (a region, not an alert: it is not announced at every navigation). */
export default function EmailVerificationBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div role="region" aria-label="Confirme o seu e-mail" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-2">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <strong className="font-semibold">Confirme o seu e-mail:</strong> enviámos uma ligação para <span className="break-all">{email}</span>.
          </span>
        </p>
        <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'A reenviar…' : 'Reenviar e-mail'}
        </button>
      </div>
    </div>
  );
}
