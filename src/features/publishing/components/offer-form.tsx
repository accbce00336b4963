import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, opportunityInputSchema, type Opportunity } from '#contract/opportunities';
import { volunteeringInputSchema, type Volunteering } from '#contract/volunteering';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCreateOpportunity, useCreateVolunteering } from '../api/publish-mutations';
import { endOfDay } from './end-of-day';
import { useCreateForm, type CreateFormProps } from './use-create-form';

/** The fields every offer has; `host` names the one that says who offers it. */
interface OfferValues extends FieldValues {
  title: string;
  description: string;
  location: string;
  contact: string;
  expiresAt?: string | null;
}

type OfferErrors = FieldErrors<Record<string, string>>;

interface OfferFormProps<TInput extends OfferValues, TOutput extends FieldValues, TItem> extends CreateFormProps<TItem> {
  schema: z.ZodType<TOutput, TInput>;
  empty: TInput;
  create: UseMutationResult<TItem, Error, TOutput>;
  created: { title: string; description: string };
  failed: { title: string; description: string };
  /** Who offers it: the company of a vacancy, the organization of a volunteering offer. */
  host: { field: Path<TInput>; label: string };
  /** The fields of this kind of offer alone, after the description. */
  extraFields?: (register: UseFormRegister<TInput>, errors: OfferErrors) => ReactNode;
  submitLabel: string;
}

/** The creation form of a job opportunity or a volunteering offer. */
function OfferForm<TInput extends OfferValues, TOutput extends FieldValues, TItem>({
  schema,
  empty,
  create,
  created,
  failed,
  host,
  extraFields,
  submitLabel,
  onSuccess,
  onCancel,
}: OfferFormProps<TInput, TOutput, TItem>) {
  const { form, onSubmit, errors: typedErrors, isSubmitting } = useCreateForm({ schema, empty, create, created, failed, onSuccess });
  // TInput has these fields (its constraint says so); TypeScript cannot name a generic form's paths.
  const errors = typedErrors as OfferErrors;
  const register = (name: keyof OfferValues & string) => form.register(name as Path<TInput>);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Título" error={errors.title?.message}>
        <Input {...register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={host.label} error={errors[host.field]?.message}>
          <Input autoComplete="organization" {...form.register(host.field)} />
        </Field>
        <Field label="Localização" error={errors.location?.message}>
          <Input {...register('location')} />
        </Field>
      </div>
      <Field label="Descrição" error={errors.description?.message}>
        <Textarea rows={5} {...register('description')} />
      </Field>
      {extraFields?.(form.register, errors)}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email de contacto" error={errors.contact?.message}>
          <Input type="email" autoComplete="email" {...register('contact')} />
        </Field>
        <Field label="Data de expiração (opcional)" error={errors.expiresAt?.message} hint="A oferta deixa de aceitar candidaturas no fim desse dia.">
          <Input type="date" {...form.register('expiresAt' as Path<TInput>, { setValueAs: endOfDay })} />
        </Field>
      </div>
      <FormActions submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

const EMPTY_OPPORTUNITY: z.input<typeof opportunityInputSchema> = { title: '', company: '', description: '', requirements: '', location: '', type: 'fulltime', contact: '', expiresAt: '' };

export function OpportunityForm({ onSuccess, onCancel }: CreateFormProps<Opportunity>) {
  return (
    <OfferForm
      schema={opportunityInputSchema}
      empty={EMPTY_OPPORTUNITY}
      create={useCreateOpportunity()}
      created={{ title: 'Oportunidade criada', description: 'A sua oportunidade foi publicada com sucesso.' }}
      failed={{ title: 'Erro ao criar oportunidade', description: 'Falha ao criar oportunidade' }}
      host={{ field: 'company', label: 'Empresa ou instituição' }}
      extraFields={(register, errors) => (
        <>
          <Field label="Tipo de contrato" error={errors.type?.message}>
            <Select {...register('type')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Requisitos (opcional)" error={errors.requirements?.message}>
            <Textarea rows={3} {...register('requirements')} />
          </Field>
        </>
      )}
      submitLabel="Publicar Vaga"
      onSuccess={onSuccess}
      onCancel={onCancel}
    />
  );
}

const EMPTY_VOLUNTEERING: z.input<typeof volunteeringInputSchema> = { title: '', organization: '', description: '', location: '', contact: '', expiresAt: '' };

export function VolunteeringForm({ onSuccess, onCancel }: CreateFormProps<Volunteering>) {
  return (
    <OfferForm
      schema={volunteeringInputSchema}
      empty={EMPTY_VOLUNTEERING}
      create={useCreateVolunteering()}
      created={{ title: 'Voluntariado criado', description: 'A sua oferta de voluntariado foi publicada com sucesso.' }}
      failed={{ title: 'Erro ao criar voluntariado', description: 'Falha ao criar voluntariado' }}
      host={{ field: 'organization', label: 'Organização' }}
      submitLabel="Publicar Voluntariado"
      onSuccess={onSuccess}
      onCancel={onCancel}
    />
  );
}
