import { DISTRICTS } from '#contract/districts';
import { opportunityCreateSchema, opportunityInputSchema } from '#contract/opportunities';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, type Opportunity } from '#contract/opportunities-types';
import { volunteeringInputSchema } from '#contract/volunteering';
import type { Volunteering } from '#contract/volunteering-types';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCreateOpportunity, useCreateVolunteering, useUpdateOpportunity, useUpdateVolunteering } from '../api/publish-mutations';
import { opportunityValues, volunteeringValues } from './edit-values';
import { endOfDay } from './end-of-day';
import { PayFields } from './pay-fields';
import { PublishForm, type PublishFormProps } from './publish-form';

/** The fields every offer has; `host` names the one that says who offers it. */
interface OfferValues extends FieldValues {
  title: string;
  description: string;
  location: string;
  district?: string | null;
  contact: string;
  expiresAt?: string | null;
}

interface OfferFieldsProps<T extends OfferValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  /** Who offers it: the company of a vacancy, the organization of a volunteering offer. */
  host: { field: Path<T>; label: string };
  /** The fields of this kind of offer alone, after the description. */
  children?: ReactNode;
}

/** The fields of a job opportunity or a volunteering offer. */
function OfferFields<T extends OfferValues>({ form, host, children }: OfferFieldsProps<T>) {
  // T has these fields (its constraint says so); TypeScript cannot name a generic form's paths.
  const errors = form.formState.errors as FieldErrors<Record<string, string>>;
  const register = (name: keyof OfferValues & string, options?: { setValueAs: (value: unknown) => unknown }) => form.register(name as Path<T>, options);

  return (
    <>
      <Field label="Título" error={errors.title?.message}>
        <Input {...register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={host.label} error={errors[host.field]?.message}>
          <Input autoComplete="organization" {...form.register(host.field)} />
        </Field>
        <Field label="Localização" error={errors.location?.message} hint="A localidade ou a morada.">
          <Input {...register('location')} />
        </Field>
      </div>
      <Field label="Distrito" error={errors.district?.message} hint="As listas filtram as ofertas por distrito.">
        <Select {...register('district')}>
          <option value="">Escolha o distrito</option>
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Descrição" error={errors.description?.message}>
        <Textarea rows={5} {...register('description')} />
      </Field>
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="E-mail de contacto" error={errors.contact?.message}>
          <Input type="email" autoComplete="email" {...register('contact')} />
        </Field>
        <Field label="Data de expiração (opcional)" error={errors.expiresAt?.message} hint="A oferta deixa de aceitar candidaturas no fim desse dia.">
          <Input type="date" {...register('expiresAt', { setValueAs: endOfDay })} />
        </Field>
      </div>
    </>
  );
}

const EMPTY_OPPORTUNITY: z.input<typeof opportunityInputSchema> = {
  title: '',
  company: '',
  description: '',
  requirements: '',
  location: '',
  district: '',
  type: 'fulltime',
  contact: '',
  expiresAt: '',
  salaryMin: '',
  salaryMax: '',
  salaryText: '',
};

/** A new job offer, or (with `item`) its poster's changes. */
export function OpportunityForm({ onSuccess, onCancel, item }: PublishFormProps<Opportunity> & { item?: Opportunity }) {
  const defaults = item ? opportunityValues(item) : EMPTY_OPPORTUNITY;
  const create = useCreateOpportunity();
  const update = useUpdateOpportunity(item?.id ?? 0, opportunityInputSchema.safeParse(defaults).data ?? {});
  return (
    <PublishForm
      schema={opportunityCreateSchema}
      defaults={defaults}
      save={item ? update : create}
      saved={
        item ? { title: 'Oportunidade atualizada', description: 'As alterações foram guardadas.' } : { title: 'Oportunidade criada', description: 'A sua oportunidade foi publicada com sucesso.' }
      }
      failed={item ? { title: 'Erro ao guardar a oportunidade', description: 'Falha ao guardar a oportunidade' } : { title: 'Erro ao criar oportunidade', description: 'Falha ao criar oportunidade' }}
      submitLabel={item ? 'Guardar alterações' : 'Publicar oportunidade'}
      draftKind="opportunity"
      draftItemId={item?.id ?? null}
      onSuccess={onSuccess}
      onCancel={onCancel}
    >
      {({ form, errors }) => (
        <OfferFields form={form} host={{ field: 'company', label: 'Empresa ou instituição' }}>
          <Field label="Tipo de contrato" error={errors.type?.message}>
            <Select {...form.register('type')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <PayFields form={form} />
          <Field label="Requisitos (opcional)" error={errors.requirements?.message}>
            <Textarea rows={3} {...form.register('requirements')} />
          </Field>
        </OfferFields>
      )}
    </PublishForm>
  );
}

const EMPTY_VOLUNTEERING: z.input<typeof volunteeringInputSchema> = { title: '', organization: '', description: '', location: '', district: '', contact: '', expiresAt: '' };

/** A new volunteering offer, or (with `item`) its poster's changes. */
export function VolunteeringForm({ onSuccess, onCancel, item }: PublishFormProps<Volunteering> & { item?: Volunteering }) {
  const defaults = item ? volunteeringValues(item) : EMPTY_VOLUNTEERING;
  const create = useCreateVolunteering();
  const update = useUpdateVolunteering(item?.id ?? 0, volunteeringInputSchema.safeParse(defaults).data ?? {});
  return (
    <PublishForm
      schema={volunteeringInputSchema}
      defaults={defaults}
      save={item ? update : create}
      saved={
        item
          ? { title: 'Voluntariado atualizado', description: 'As alterações foram guardadas.' }
          : { title: 'Voluntariado criado', description: 'A sua oferta de voluntariado foi publicada com sucesso.' }
      }
      failed={item ? { title: 'Erro ao guardar o voluntariado', description: 'Falha ao guardar o voluntariado' } : { title: 'Erro ao criar voluntariado', description: 'Falha ao criar voluntariado' }}
      submitLabel={item ? 'Guardar alterações' : 'Publicar voluntariado'}
      draftKind="volunteering"
      draftItemId={item?.id ?? null}
      onSuccess={onSuccess}
      onCancel={onCancel}
    >
      {({ form }) => <OfferFields form={form} host={{ field: 'organization', label: 'Organização' }} />}
    </PublishForm>
  );
}
