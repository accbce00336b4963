import { volunteeringInputSchema, type Volunteering } from '#contract/volunteering';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useCreateVolunteering } from '../api/publish-mutations';
import { FormActions } from '../../../components/ui/form-actions';
import { ContactAndExpiryFields } from './offer-form-fields';
import { useCreateForm, type CreateFormProps } from './use-create-form';

const EMPTY: z.input<typeof volunteeringInputSchema> = { title: '', organization: '', description: '', location: '', contact: '', expiresAt: '' };

export function VolunteeringForm({ onSuccess, onCancel }: CreateFormProps<Volunteering>) {
  const { form, onSubmit, errors, isSubmitting } = useCreateForm({
    schema: volunteeringInputSchema,
    empty: EMPTY,
    create: useCreateVolunteering(),
    created: { title: 'Voluntariado criado', description: 'A sua oferta de voluntariado foi publicada com sucesso.' },
    failed: { title: 'Erro ao criar voluntariado', description: 'Falha ao criar voluntariado' },
    onSuccess,
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
      <ContactAndExpiryFields register={form.register} errors={errors} />
      <FormActions submitLabel="Publicar Voluntariado" isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
