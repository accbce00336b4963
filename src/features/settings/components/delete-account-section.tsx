import { deleteAccountSchema } from '#contract/account';
import { REMOVED_MEMBER_NAME } from '#contract/users-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/server-errors';
import { useDeleteAccount } from '../api/delete-account';
import { messageOf } from './error-message';
import { SettingsSection } from './settings-section';

/** The dialog's choice as words, sent as `keepContent`. */
const deleteFormSchema = deleteAccountSchema.pick({ password: true }).extend({
  content: z.enum(['keep', 'remove'], { message: 'Escolha o que acontece ao que publicou.' }),
});
type DeleteFormValues = z.input<typeof deleteFormSchema>;

const CHOICES = [
  { value: 'keep', label: `Manter os meus artigos, protocolos e comentários publicados como «${REMOVED_MEMBER_NAME}»` },
  { value: 'remove', label: 'Eliminar também tudo o que publiquei' },
] as const;

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title="Eliminar conta">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Ao eliminar a conta, o seu perfil, as sessões, os gostos, os itens guardados, as inscrições em eventos e os ficheiros que carregou são apagados. Pode escolher se os seus artigos, protocolos
          e comentários ficam publicados sem o seu nome, como «{REMOVED_MEMBER_NAME}», ou se são também eliminados.
        </p>
        <p className="font-medium text-red-800">Esta ação não pode ser desfeita.</p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="mt-4 w-full sm:w-auto">
            Eliminar a minha conta
          </Button>
        </DialogTrigger>
        {open && (
          <DialogContent title="Eliminar a sua conta?" description="A conta é eliminada de imediato e não pode ser recuperada. Confirme com a sua palavra-passe." className="max-w-lg">
            <DeleteAccountForm onCancel={() => setOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </SettingsSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const legendId = useId();
  const form = useForm<DeleteFormValues>({ resolver: zodResolver(deleteFormSchema), defaultValues: { password: '', content: 'keep' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, content }) => {
    try {
      await deleteAccount.mutateAsync({ password, keepContent: content === 'keep' });
      navigate('/');
      toast({ title: 'Conta eliminada', description: 'A sua conta foi eliminada.' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403) {
        form.setError('password', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      } else if (!applyServerErrors(error, form.setError, ['password'])) {
        toast({ title: 'Erro ao eliminar a conta', description: messageOf(error as Error), variant: 'destructive' });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset aria-describedby={errors.content ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
          O que acontece ao que publicou
        </legend>
        <div className="space-y-2">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" value={choice.value} className="mt-0.5 size-4 shrink-0 accent-brand-700" {...form.register('content')} />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
        {errors.content && (
          <p id={`${legendId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.content.message}
          </p>
        )}
      </fieldset>
      <Field label="Palavra-passe" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'A eliminar…' : 'Eliminar conta definitivamente'}
        </Button>
      </div>
    </form>
  );
}
