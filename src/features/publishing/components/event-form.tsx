import { eventInputSchema } from '#contract/events';
import type { PortalEvent } from '#contract/events-types';
import { useId } from 'react';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateEvent, useUpdateEvent } from '../api/publish-mutations';
import { eventValues } from './edit-values';
import { CoverImageField } from './cover-image-field';
import { PublishForm, type PublishFormProps } from './publish-form';

const EMPTY: z.input<typeof eventInputSchema> = { title: '', description: '', eventDate: '', location: '', eventType: '', imageUrl: null, maxParticipants: '', onlineUrl: '' };
/** The server's reason for a refusal it explains (409: fewer places than registrants; a cancelled event), or `fallback`. */
const failureOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.status === 409 ? error.serverMessage : fallback);

const EVENT_TYPE_SUGGESTIONS = ['Workshop', 'Conferência', 'Webinar', 'Formação', 'Seminário', 'Encontro'];

/** A new event, or (with `item`) the organiser's changes to theirs, sent as only the fields that changed. */
export function EventForm({ onSuccess, onCancel, item }: PublishFormProps<PortalEvent> & { item?: PortalEvent }) {
  const suggestionsId = useId();
  const defaults = item ? eventValues(item) : EMPTY;
  const create = useCreateEvent();
  const update = useUpdateEvent(item?.id ?? 0, eventInputSchema.safeParse(defaults).data ?? {});
  return (
    <PublishForm
      schema={eventInputSchema}
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
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Tipo de evento" error={errors.eventType?.message} hint="Por exemplo: Workshop, Conferência, Webinar.">
              <Input list={suggestionsId} {...form.register('eventType')} />
            </Field>
            <Field label="Data e hora" error={errors.eventDate?.message}>
              <Input type="datetime-local" {...form.register('eventDate')} />
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
          <Field label="Descrição" error={errors.description?.message}>
            <Textarea rows={5} {...form.register('description')} />
          </Field>
          <Field label="Ligação do evento online (opcional)" error={errors.onlineUrl?.message} hint="Só os inscritos e o organizador a veem. Para um evento presencial, deixe vazio.">
            <Input type="url" inputMode="url" placeholder="https://" {...form.register('onlineUrl')} />
          </Field>
          <CoverImageField control={form.control} label="Imagem (opcional)" uploadedDescription="A imagem do evento foi carregada com sucesso." onUploadingChange={onUploadingChange} />
        </>
      )}
    </PublishForm>
  );
}
