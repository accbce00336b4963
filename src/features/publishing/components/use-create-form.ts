import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors } from '../../../lib/server-errors';

type ToastText = { title: string; description: string };

/** The props of a creation form: what follows a publication (close the dialog, open the item), and how to give up. */
export interface CreateFormProps<TItem> {
  onSuccess: (item: TItem) => void;
  onCancel?: () => void;
}

interface CreateFormOptions<TInput extends FieldValues, TOutput extends FieldValues, TItem> {
  /** The contract's input schema, checked here before the server checks it again. */
  schema: z.ZodType<TOutput, TInput>;
  /** The blank form; the server's per-field messages are shown under these fields. */
  empty: TInput;
  create: UseMutationResult<TItem, Error, TOutput>;
  created: ToastText;
  failed: ToastText;
  onSuccess: (item: TItem) => void;
}

/**
 * A creation form: validates with the contract, sends, then thanks and clears, or shows the
 * server's messages under their fields and a failure toast.
 */
export function useCreateForm<TInput extends FieldValues, TOutput extends FieldValues, TItem>({
  schema,
  empty,
  create,
  created,
  failed,
  onSuccess,
}: CreateFormOptions<TInput, TOutput, TItem>) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues: empty as DefaultValues<TInput> });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const item = await create.mutateAsync(values);
      toast(created);
      form.reset(empty);
      onSuccess(item);
    } catch (error) {
      applyServerErrors(error, form.setError, Object.keys(empty));
      toast({ ...failed, variant: 'destructive' });
    }
  });

  return { form, onSubmit, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting };
}
