import { protocolInputSchema } from '#contract/protocols';
import { PROTOCOL_MIN_CONTENT_LENGTH, type Protocol } from '#contract/protocols-types';
import type { z } from 'zod';
import { useCreateProtocol } from '../api/publish-mutations';
import { AttachmentFields } from './attachment-fields';
import { CategoryField, ContentFields } from './content-fields';
import { PublishForm, type PublishFormProps } from './publish-form';

const EMPTY: z.input<typeof protocolInputSchema> = { title: '', summary: '', content: '', categoryId: '', imageUrl: null, pdfUrl: null };

export function ProtocolForm({ onSuccess, onCancel }: PublishFormProps<Protocol>) {
  return (
    <PublishForm
      schema={protocolInputSchema}
      defaults={EMPTY}
      save={useCreateProtocol()}
      saved={{ title: 'Protocolo criado', description: 'O seu protocolo foi publicado com sucesso.' }}
      failed={{ title: 'Erro ao criar protocolo', description: 'Falha ao criar protocolo' }}
      submitLabel="Publicar Protocolo"
      onSuccess={onSuccess}
      onCancel={onCancel}
    >
      {({ form, onUploadingChange }) => (
        <>
          <ContentFields form={form} minContentLength={PROTOCOL_MIN_CONTENT_LENGTH} />
          <CategoryField form={form} />
          <AttachmentFields control={form.control} onUploadingChange={onUploadingChange} />
        </>
      )}
    </PublishForm>
  );
}
