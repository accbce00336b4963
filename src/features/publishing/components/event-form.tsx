import { eventFormSchema, eventInputSchema } from '#contract/events';
import type { PortalEvent } from '#contract/events-types';
import { useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { COMMUNITY_FIELD_HINT, CommunitySelect } from '../../communities/components/community-select';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateEvent, useUpdateEvent } from '../api/publish-mutations';
import { eventValues, laterWallClock } from './edit-values';
import { CoverImageField } from './cover-image-field';
import { PublishForm, type PublishFormProps } from './publish-form';

const EMPTY: z.input<typeof eventFormSchema> = {
  title: '',
  description: '',
  eventDate: '',
  endDate: '',
  price: '0',
  location: '',
  eventType: '',
  imageUrl: null,
  maxParticipants: '',
  onlineUrl: '',
  cpdHours: '',
  communityId: '',
};
/** How long a new event lasts until its organiser says otherwise. */
const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;
/** The server's reason for a refusal it explains (409: fewer places than registrants; a cancelled event), or `fallback`. */
const failureOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : fallback);

const EVENT_TYPE_SUGGESTIONS = ['Workshop', 'Conferência', 'Webinar', 'Formação', 'Seminário', 'Encontro'];

/** How long an event lasts from `start` to `end`, both as a `datetime-local` input gives them; null when either is blank or the end is not after the start. */
function lengthOf(start: string | undefined, end: unknown): number | null {
  if (!start || typeof end !== 'string' || !end) return null;
  const length = Date.parse(`${end}Z`) - Date.parse(`${start}Z`);
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** A new event, or (with `item`) the organiser's changes to theirs, sent as only the fields that changed. */
export function EventForm({ onSuccess, onCancel, item }: PublishFormProps<PortalEvent> & { item?: PortalEvent }) {
  const suggestionsId = useId();
  const defaults = item ? eventValues(item) : EMPTY;
  const create = useCreateEvent();
  // An event published before ends were asked for is offered one (2 hours), sent as a change.
  const update = useUpdateEvent(item?.id ?? 0, eventInputSchema.safeParse(item ? { ...defaults, endDate: item.endDate ?? '' } : defaults).data ?? {});
  // The start the end was last set from: moving the start moves the end with it (the same length), and a first start gets an end 2 hours later.
  const startSeen = useRef(defaults.eventDate);
  return (
    <PublishForm
      schema={eventFormSchema}
      defaults={defaults}
      save={item ? update : create}
      saved={item ? { title: 'Evento atualizado', description: 'As alterações foram guardadas.' } : { title: 'Evento criado', description: 'O seu evento foi publicado com sucesso.' }}
      failed={(error) => ({ title: item ? 'Erro ao guardar o evento' : 'Erro ao criar evento', description: failureOf(error, item ? 'Falha ao guardar o evento' : 'Falha ao criar evento') })}
      submitLabel={item ? 'Guardar alterações' : 'Publicar evento'}
      draftKind="event"
      draftItemId={item?.id ?? null}
      onSuccess={onSuccess}
      onCancel={onCancel}
    >
      {({ form, errors, onUploadingChange }) => (
        <>
          <Field label="Título" error={errors.title?.message}>
            <Input {...form.register('title')} />
          </Field>
          <Field label="Tipo de evento" error={errors.eventType?.message} hint="Por exemplo: Workshop, Conferência, Webinar.">
            <Input list={suggestionsId} {...form.register('eventType')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Data e hora" error={errors.eventDate?.message} hint="Quando começa.">
              <Input
                type="datetime-local"
                {...form.register('eventDate', {
                  onChange: (change: { target: { value: string } }) => {
                    const start = change.target.value;
                    const end = laterWallClock(start, lengthOf(startSeen.current, form.getValues('endDate')) ?? DEFAULT_LENGTH_MS);
                    startSeen.current = start;
                    if (end) form.setValue('endDate', end, { shouldDirty: true });
                  },
                })}
              />
            </Field>
            <Field label="Termina em" error={errors.endDate?.message} hint="Preenchido com 2 horas depois do início. Num evento de vários dias, mude também a data (até 14 dias).">
              <Input type="datetime-local" {...form.register('endDate')} />
            </Field>
          </div>
          <datalist id={suggestionsId}>
            {EVENT_TYPE_SUGGESTIONS.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Local" error={errors.location?.message}>
              <Input {...form.register('location')} />
            </Field>
            <Field label="Número máximo de participantes (opcional)" error={errors.maxParticipants?.message} hint="Deixe vazio se não houver limite.">
              <Input type="number" inputMode="numeric" min={1} {...form.register('maxParticipants')} />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Preço por pessoa, em euros" error={errors.price?.message} hint="0 para um evento gratuito.">
              <Input type="number" inputMode="decimal" min={0} max={10000} step={0.01} {...form.register('price')} />
            </Field>
            <Field
              label="Horas de formação (opcional)"
              error={errors.cpdHours?.message}
              hint="Com horas, cada presença registada dá um certificado de presença para o portefólio de DPC. Por exemplo, 3,5."
            >
              <Input inputMode="decimal" {...form.register('cpdHours')} />
            </Field>
          </div>
          <Field label="Descrição" error={errors.description?.message}>
            <Textarea rows={5} {...form.register('description')} />
          </Field>
          <Field label="Ligação do evento online (opcional)" error={errors.onlineUrl?.message} hint="Só os inscritos e o organizador a veem. Para um evento presencial, deixe vazio.">
            <Input type="url" inputMode="url" placeholder="https://" {...form.register('onlineUrl')} />
          </Field>
          <Controller
            control={form.control}
            name="communityId"
            render={({ field }) => (
              <Field label="Comunidade" error={errors.communityId?.message} hint={COMMUNITY_FIELD_HINT}>
                <CommunitySelect name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} current={item?.communityId} />
              </Field>
            )}
          />
          <CoverImageField control={form.control} label="Imagem (opcional)" uploadedDescription="A imagem do evento foi carregada com sucesso." onUploadingChange={onUploadingChange} />
        </>
      )}
    </PublishForm>
  );
}
