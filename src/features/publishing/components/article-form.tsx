import { ARTICLE_MIN_CONTENT_LENGTH, ARTICLE_TYPE_LABELS, ARTICLE_TYPES, articleInputSchema, type Article } from '#contract/articles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { RichTextField } from '../../editor/components/rich-text-field';
import { useCreateArticle, useUpdateArticle } from '../api/publish-mutations';
import { applyServerErrors } from '../../../lib/server-errors';
import { AttachmentFields, useUploadsInProgress } from './attachment-fields';
import { CategorySelect } from './category-select';
import { FormActions } from '../../../components/ui/form-actions';

type ArticleFormValues = z.input<typeof articleInputSchema>;
const FIELDS = ['title', 'summary', 'content', 'categoryId', 'type', 'readTime', 'imageUrl', 'pdfUrl'] as const;

function defaultsOf(article?: Article): ArticleFormValues {
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    content: article?.content ?? '',
    categoryId: article ? String(article.categoryId) : '',
    type: article?.type ?? 'ARTICLE',
    readTime: article?.readTime ?? '',
    imageUrl: article?.imageUrl ?? null,
    pdfUrl: article?.pdfUrl ?? null,
  };
}

interface ArticleFormProps {
  /** Edits this article (owner only); creates a new one when absent. */
  article?: Article;
  onSuccess: (article: Article) => void;
  onCancel?: () => void;
}

export function ArticleForm({ article, onSuccess, onCancel }: ArticleFormProps) {
  const create = useCreateArticle();
  const update = useUpdateArticle(article?.id ?? 0);
  const uploads = useUploadsInProgress();
  const form = useForm({ resolver: zodResolver(articleInputSchema), defaultValues: defaultsOf(article) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = article ? await update.mutateAsync(values) : await create.mutateAsync(values);
      if (article) toast({ title: 'Artigo atualizado', description: 'As alterações ao artigo foram guardadas.' });
      else toast({ title: 'Artigo criado', description: 'Seu artigo foi publicado com sucesso.' });
      form.reset(defaultsOf());
      onSuccess(saved);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      if (article) {
        const message = error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : 'Houve um erro ao atualizar o artigo';
        toast({ title: 'Erro ao atualizar artigo', description: message, variant: 'destructive' });
      } else {
        toast({ title: 'Erro ao criar artigo', description: 'Falha ao criar artigo', variant: 'destructive' });
      }
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
          <RichTextField label="Conteúdo" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.content?.message} hint={`Mínimo de ${ARTICLE_MIN_CONTENT_LENGTH} caracteres.`} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Field label="Categoria" error={errors.categoryId?.message}>
              <CategorySelect name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
            </Field>
          )}
        />
        <Field label="Tipo de conteúdo" error={errors.type?.message}>
          <Select {...form.register('type')}>
            {ARTICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {ARTICLE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Tempo de leitura (minutos)" error={errors.readTime?.message}>
          <Input type="number" inputMode="numeric" min={1} max={600} placeholder="10" {...form.register('readTime', { setValueAs: (value) => (value === '' || value === null ? undefined : Number(value)) })} />
        </Field>
      </div>
      <AttachmentFields control={form.control} onUploadingChange={uploads.track} />
      <FormActions submitLabel={article ? 'Guardar Alterações' : 'Publicar Artigo'} isSubmitting={isSubmitting} isBlocked={uploads.uploading} onCancel={onCancel} />
    </form>
  );
}
