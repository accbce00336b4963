import { articleInputSchema } from '#contract/articles';
import { ARTICLE_MIN_CONTENT_LENGTH, ARTICLE_TYPE_LABELS, ARTICLE_TYPES, type Article } from '#contract/articles-types';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateArticle, useUpdateArticle } from '../api/publish-mutations';
import { AttachmentFields } from './attachment-fields';
import { CategoryField, ContentFields } from './content-fields';
import { PublishForm, type PublishFormProps } from './publish-form';

function defaultsOf(article?: Article): z.input<typeof articleInputSchema> {
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

const updateFailed = (error: unknown) => ({
  title: 'Erro ao atualizar artigo',
  description: error instanceof ApiRequestError && error.status < 500 ? error.serverMessage : 'Houve um erro ao atualizar o artigo',
});

interface ArticleFormProps extends PublishFormProps<Article> {
  /** Edits this article (owner only); creates a new one when absent. */
  article?: Article;
}

export function ArticleForm({ article, onSuccess, onCancel }: ArticleFormProps) {
  const create = useCreateArticle();
  const update = useUpdateArticle(article?.id ?? 0);
  return (
    <PublishForm
      schema={articleInputSchema}
      defaults={defaultsOf(article)}
      save={article ? update : create}
      saved={article ? { title: 'Artigo atualizado', description: 'As alterações ao artigo foram guardadas.' } : { title: 'Artigo criado', description: 'O seu artigo foi publicado com sucesso.' }}
      failed={article ? updateFailed : { title: 'Erro ao criar artigo', description: 'Falha ao criar artigo' }}
      submitLabel={article ? 'Guardar Alterações' : 'Publicar Artigo'}
      onSuccess={onSuccess}
      onCancel={onCancel}
    >
      {({ form, errors, onUploadingChange }) => (
        <>
          <ContentFields form={form} minContentLength={ARTICLE_MIN_CONTENT_LENGTH} />
          <div className="grid gap-4 sm:grid-cols-3">
            <CategoryField form={form} />
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
          <AttachmentFields control={form.control} onUploadingChange={onUploadingChange} />
        </>
      )}
    </PublishForm>
  );
}
