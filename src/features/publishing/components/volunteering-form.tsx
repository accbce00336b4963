import { volunteeringInputSchema, type Volunteering } from '#contract/volunteering';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useCreateVolunteering } from '../api/publish-mutations';
import { applyServerErrors } from '../api/server-errors';
import { endOfDay } from './end-of-day';
import { FormActions } from './form-actions';

type VolunteeringFormValues = z.input<typeof volunteeringInputSchema>;
const FIELDS = ['title', 'organization', 'description', 'location', 'contact', 'expiresAt'] as const;
const EMPTY: VolunteeringFormValues = { title: '', organization: '', description: '', location: '', contact: '', expiresAt: '' };

interface VolunteeringFormProps {
  onSuccess: (volunteering: Volunteering) => void;
  onCancel?: () => void;
}

export function VolunteeringForm({ onSuccess, onCancel }: VolunteeringFormProps) {
  const create = useCreateVolunteering();
  const form = useForm({ resolver: zodResolver(volunteeringInputSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const volunteering = await create.mutateAsync(values);
      toast({ title: 'Voluntariado criado', description: 'A sua oferta de voluntariado foi publicada com sucesso.' });
      form.reset(EMPTY);
      onSuccess(volunteering);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      toast({ title: 'Erro ao criar voluntariado', description: 'Falha ao criar voluntariado', variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Título" error={errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Organização" error={errors.organization?.message}>
          <Input autoComplete="organization" {...form.register('organization')} />
        </Field>
        <Field label="Localização" error={errors.location?.message}>
          <Input {...form.register('location')} />
        </Field>
      </div>
      <Field label="Descrição" error={errors.description?.message}>
        <Textarea rows={5} {...form.register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email de contacto" error={errors.contact?.message}>
          <Input type="email" autoComplete="email" {...form.register('contact')} />
        </Field>
        <Field label="Data de expiração (opcional)" error={errors.expiresAt?.message} hint="A oferta deixa de aceitar candidaturas no fim desse dia.">
          <Input type="date" {...form.register('expiresAt', { setValueAs: endOfDay })} />
        </Field>
      </div>
      <FormActions submitLabel="Publicar Voluntariado" isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
