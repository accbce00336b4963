import { PROTOCOL_MIN_CONTENT_LENGTH, protocolInputSchema, type Protocol } from '#contract/protocols';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { RichTextField } from '../../editor/components/rich-text-field';
import { useCreateProtocol } from '../api/publish-mutations';
import { applyServerErrors } from '../../../lib/server-errors';
import { AttachmentFields, useUploadsInProgress } from './attachment-fields';
import { CategorySelect } from './category-select';
import { FormActions } from '../../../components/ui/form-actions';

type ProtocolFormValues = z.input<typeof protocolInputSchema>;
const FIELDS = ['title', 'summary', 'content', 'categoryId', 'imageUrl', 'pdfUrl'] as const;
const EMPTY: ProtocolFormValues = { title: '', summary: '', content: '', categoryId: '', imageUrl: null, pdfUrl: null };

interface ProtocolFormProps {
  onSuccess: (protocol: Protocol) => void;
  onCancel?: () => void;
}

export function ProtocolForm({ onSuccess, onCancel }: ProtocolFormProps) {
  const create = useCreateProtocol();
  const uploads = useUploadsInProgress();
  const form = useForm({ resolver: zodResolver(protocolInputSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const protocol = await create.mutateAsync(values);
      toast({ title: 'Protocolo criado', description: 'Seu protocolo foi publicado com sucesso.' });
      form.reset(EMPTY);
      onSuccess(protocol);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      toast({ title: 'Erro ao criar protocolo', description: 'Falha ao criar protocolo', variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Título" error={errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <Field label="Resumo" error={errors.summary?.message}>
        <Textarea rows={3} {...form.register('summary')} />
      </Field>
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <RichTextField label="Conteúdo" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.content?.message} hint={`Mínimo de ${PROTOCOL_MIN_CONTENT_LENGTH} caracteres.`} />
        )}
      />
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field }) => (
          <Field label="Categoria" error={errors.categoryId?.message}>
            <CategorySelect name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
          </Field>
        )}
      />
      <AttachmentFields control={form.control} onUploadingChange={uploads.track} />
      <FormActions submitLabel="Publicar Protocolo" isSubmitting={isSubmitting} isBlocked={uploads.uploading} onCancel={onCancel} />
    </form>
  );
}
