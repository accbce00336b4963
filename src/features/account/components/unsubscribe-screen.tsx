import { EMAIL_NEWS_LABELS, type UnsubscribeResult } from '#contract/email-preferences-types';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormPage } from '../../../components/ui/form-page';
import { ApiRequestError, apiRequest, withQuery } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { ERROR_BOX, SUCCESS_BOX } from './outcome-boxes';

const FAILED = 'Não foi possível concluir o pedido. Tente novamente mais tarde.';

/**
 * `/cancelar-subscricao?token=…`, the link at the end of news e-mails: a button turns that kind of
 * e-mail off, without signing in. Opening the page changes nothing (mail scanners open links).
 */
export function UnsubscribeScreen() {
  usePageTitle('Cancelar subscrição');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => apiRequest<UnsubscribeResult>('POST', withQuery('/api/email-preferences/unsubscribe', { token })),
  });
  if (unsubscribe.isSuccess) {
    return (
      <FormPage title="Subscrição cancelada">
        <p role="status" className={SUCCESS_BOX}>
          {unsubscribe.data.savedSearch === undefined
            ? `Deixa de receber e-mails de «${EMAIL_NEWS_LABELS[unsubscribe.data.kind]}».`
            : unsubscribe.data.savedSearch === null
              ? 'Esta pesquisa guardada já tinha sido apagada: não recebe mais alertas dela.'
              : `A pesquisa guardada ${unsubscribe.data.savedSearch} foi apagada: deixa de receber alertas dela.`}
        </p>
        <p className="mt-4 text-sm text-slate-700">
          Pode mudar de ideias a qualquer momento nas{' '}
          <Link to="/definicoes" className="font-medium text-brand-700 underline">
            definições da conta
          </Link>
          .
        </p>
      </FormPage>
    );
  }
  return (
    <FormPage title="Cancelar subscrição">
      <p className="text-slate-700">Deixe de receber este tipo de e-mails da Rede TO. As mensagens sobre a sua conta continuam a chegar.</p>
      {unsubscribe.isError && (
        <p role="alert" className={`mt-4 ${ERROR_BOX}`}>
          {unsubscribe.error instanceof ApiRequestError && unsubscribe.error.status < 500 ? unsubscribe.error.serverMessage : FAILED}
        </p>
      )}
      <Button className="mt-6 w-full" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending || !token}>
        {unsubscribe.isPending ? 'A cancelar…' : 'Cancelar subscrição'}
      </Button>
    </FormPage>
  );
}
