import { verificationInputSchema } from '#contract/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSubmitVerification } from '../api/verification';
import { messageOf } from './error-message';

/**
 * The licence number's form (docs/rules/trust.md), in the settings and in the first-day guide:
 * sends the number, says so, and then `onSent`; a refusal shows on the field or in a toast.
 */
export function useLicenceForm(onSent: () => void) {
  const submit = useSubmitVerification();
  const form = useForm({ resolver: zodResolver(verificationInputSchema), defaultValues: { licenceNumber: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      toast({ title: 'Pedido enviado', description: 'A equipa de moderação vai verificar a sua cédula profissional.' });
      onSent();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['licenceNumber'])) toast({ title: 'Erro ao enviar o pedido', description: messageOf(error as Error), variant: 'destructive' });
    }
  });
  return { form, onSubmit };
}
