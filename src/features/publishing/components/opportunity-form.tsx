import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, opportunityInputSchema, type Opportunity } from '#contract/opportunities';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCreateOpportunity } from '../api/publish-mutations';
import { FormActions } from '../../../components/ui/form-actions';
import { ContactAndExpiryFields } from './offer-form-fields';
import { useCreateForm, type CreateFormProps } from './use-create-form';

const EMPTY: z.input<typeof opportunityInputSchema> = { title: '', company: '', description: '', requirements: '', location: '', type: 'fulltime', contact: '', expiresAt: '' };

export function OpportunityForm({ onSuccess, onCancel }: CreateFormProps<Opportunity>) {
  const { form, onSubmit, errors, isSubmitting } = useCreateForm({
    schema: opportunityInputSchema,
    empty: EMPTY,
    create: useCreateOpportunity(),
    created: { title: 'Oportunidade criada', description: 'A sua oportunidade foi publicada com sucesso.' },
    failed: { title: 'Erro ao criar oportunidade', description: 'Falha ao criar oportunidade' },
    onSuccess,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Título" error={errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Empresa ou instituição" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </Field>
        <Field label="Tipo de contrato" error={errors.type?.message}>
          <Select {...form.register('type')}>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Localização" error={errors.location?.message}>
        <Input {...form.register('location')} />
      </Field>
      <Field label="Descrição" error={errors.description?.message}>
        <Textarea rows={5} {...form.register('description')} />
      </Field>
      <Field label="Requisitos (opcional)" error={errors.requirements?.message}>
        <Textarea rows={3} {...form.register('requirements')} />
      </Field>
      <ContactAndExpiryFields register={form.register} errors={errors} />
      <FormActions submitLabel="Publicar Vaga" isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
