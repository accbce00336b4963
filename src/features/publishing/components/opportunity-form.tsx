import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, opportunityInputSchema, type Opportunity } from '#contract/opportunities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useCreateOpportunity } from '../api/publish-mutations';
import { applyServerErrors } from '../api/server-errors';
import { endOfDay } from './end-of-day';
import { FormActions } from './form-actions';

type OpportunityFormValues = z.input<typeof opportunityInputSchema>;
const FIELDS = ['title', 'company', 'description', 'requirements', 'location', 'type', 'contact', 'expiresAt'] as const;
const EMPTY: OpportunityFormValues = { title: '', company: '', description: '', requirements: '', location: '', type: 'fulltime', contact: '', expiresAt: '' };

interface OpportunityFormProps {
  onSuccess: (opportunity: Opportunity) => void;
  onCancel?: () => void;
}

export function OpportunityForm({ onSuccess, onCancel }: OpportunityFormProps) {
  const create = useCreateOpportunity();
  const form = useForm({ resolver: zodResolver(opportunityInputSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const opportunity = await create.mutateAsync(values);
      toast({ title: 'Oportunidade criada', description: 'A sua oportunidade foi publicada com sucesso.' });
      form.reset(EMPTY);
      onSuccess(opportunity);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      toast({ title: 'Erro ao criar oportunidade', description: 'Falha ao criar oportunidade', variant: 'destructive' });
    }
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email de contacto" error={errors.contact?.message}>
          <Input type="email" autoComplete="email" {...form.register('contact')} />
        </Field>
        <Field label="Data de expiração (opcional)" error={errors.expiresAt?.message} hint="A oferta deixa de aceitar candidaturas no fim desse dia.">
          <Input type="date" {...form.register('expiresAt', { setValueAs: endOfDay })} />
        </Field>
      </div>
      <FormActions submitLabel="Publicar Vaga" isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
