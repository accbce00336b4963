import { Controller, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import type { Highlighter } from '../../editor/components/highlights';
import { RichTextField } from '../../editor/components/rich-text-field';
import { CategorySelect } from './category-select';

/** The text of an article or a protocol. */
interface ContentValues extends FieldValues {
  title: string;
  summary: string;
  content: string;
  categoryId: unknown;
}

// The form's values have these fields (the constraint says so); TypeScript cannot name a generic form's paths.
const pathOf = <T extends ContentValues>(name: keyof ContentValues & string) => name as Path<T>;

interface ContentFieldsProps<T extends ContentValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  /** The contract's minimum length of the content, said under the editor. */
  minContentLength: number;
  /** A tall writing area (the writer's page). */
  roomy?: boolean;
  /** Said under the editor after the minimum (the reading time, as it is written). */
  contentHint?: string;
  /** Marks stretches of the content as it is typed (a case study's privacy review). */
  highlight?: Highlighter;
}

/** The title, summary and rich-text content of an article or a protocol. */
export function ContentFields<T extends ContentValues>({ form, minContentLength, roomy, contentHint, highlight }: ContentFieldsProps<T>) {
  const errors = form.formState.errors as FieldErrors<ContentValues>;
  return (
    <>
      <Field label="Título" error={errors.title?.message}>
        <Input {...form.register(pathOf<T>('title'))} />
      </Field>
      <Field label="Resumo" error={errors.summary?.message}>
        <Textarea rows={3} {...form.register(pathOf<T>('summary'))} />
      </Field>
      <Controller
        control={form.control}
        name={pathOf<T>('content')}
        render={({ field }) => (
          <RichTextField
            label="Conteúdo"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.content?.message}
            hint={[`Mínimo de ${minContentLength} caracteres.`, contentHint].filter(Boolean).join(' ')}
            roomy={roomy}
            highlight={highlight}
          />
        )}
      />
    </>
  );
}

/** The category of an article or a protocol, chosen among the portal's specialties. */
export function CategoryField<T extends ContentValues>({ form }: { form: UseFormReturn<T, unknown, FieldValues> }) {
  return (
    <Controller
      control={form.control}
      name={pathOf<T>('categoryId')}
      render={({ field, fieldState }) => (
        <Field label="Categoria" error={fieldState.error?.message}>
          <CategorySelect name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />
        </Field>
      )}
    />
  );
}
