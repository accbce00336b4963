import type { FormDraftBody, FormDraftKind } from '#contract/drafts-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/form-actions';
import { toast } from '../../../components/ui/toast';
import { useCurrentUser } from '../../../lib/current-user';
import { applyServerErrors } from '../../../lib/server-errors';
import { deleteDraft, removeLocalDraft } from '../api/drafts';
import { DraftBanner, DraftCheckFailed, DraftStatus, useSavedDraft, type SavedDraft } from './draft-offer';
import { useDraftAutosave } from './use-draft-autosave';

type ToastText = { title: string; description: string };

/** The props of a publication form: what follows a save (close the dialog, open the item), and how to give up. */
export interface PublishFormProps<TItem> {
  onSuccess: (item: TItem) => void;
  onCancel?: () => void;
}

/** What a form's fields are drawn with. */
interface PublishFormFields<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  errors: FieldErrors<TInput>;
  /** Told when an upload starts (true) and ends (false): the form is not sent while one is under way. */
  onUploadingChange: (uploading: boolean) => void;
}

interface PublishFormOwnProps<TInput extends FieldValues, TOutput extends FieldValues, TItem> extends PublishFormProps<TItem> {
  /** The contract's input schema, checked here before the server checks it again. */
  schema: z.ZodType<TOutput, TInput>;
  /** The form's first values (blank, or the item being edited); the server's per-field messages are shown under these fields. */
  defaults: TInput;
  /** Creates the item, or saves the one being edited. */
  save: UseMutationResult<TItem, Error, TOutput>;
  saved: ToastText;
  failed: ToastText | ((error: unknown) => ToastText);
  submitLabel: string;
  /** Saves a draft as the member writes, offered back when they return (a creation page's events and offers). */
  draftKind?: FormDraftKind;
  /** The item being edited, whose draft it is (null or absent: a new item). */
  draftItemId?: number | null;
  /** The fields, between the form's start and its buttons. */
  children: (fields: PublishFormFields<TInput, TOutput>) => ReactNode;
}

/**
 * The form of every publication (article, protocol, event, opportunity, volunteering): validates
 * with the contract, sends, then thanks and clears, or shows the server's messages under their
 * fields and a failure toast. 'Cancelar' and the submit button close it.
 */
export function PublishForm<TInput extends FieldValues, TOutput extends FieldValues, TItem>({
  schema,
  defaults,
  save,
  saved,
  failed,
  submitLabel,
  draftKind,
  draftItemId = null,
  onSuccess,
  onCancel,
  children,
}: PublishFormOwnProps<TInput, TOutput, TItem>) {
  const uploads = useUploadsInProgress();
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues: defaults as DefaultValues<TInput> });
  const { errors, isSubmitting } = form.formState;
  const { user } = useCurrentUser();
  const draft = useRef<DraftControl | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    await draft.current?.stop();
    try {
      const item = await save.mutateAsync(values);
      await draft.current?.published();
      toast(saved);
      form.reset(defaults);
      onSuccess(item);
    } catch (error) {
      draft.current?.resume();
      applyServerErrors(error, form.setError, Object.keys(defaults));
      toast({ ...(typeof failed === 'function' ? failed(error) : failed), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {draftKind && user && <FormDraft kind={draftKind} itemId={draftItemId} userId={user.id} form={form} defaults={defaults} control={draft} />}
      {children({ form, errors, onUploadingChange: uploads.track })}
      <FormActions submitLabel={submitLabel} isSubmitting={isSubmitting} isBlocked={uploads.uploading} onCancel={onCancel} />
    </form>
  );
}

/** How many uploads are under way: a form is not sent while one is. */
function useUploadsInProgress() {
  const [count, setCount] = useState(0);
  return { uploading: count > 0, track: (uploading: boolean) => setCount((current) => current + (uploading ? 1 : -1)) };
}

/** What the form asks of its draft when it is sent. */
interface DraftControl {
  /** Stops saving (and waits for a save under way). */
  stop: () => Promise<void>;
  resume: () => void;
  /** The item is published: its draft goes, here and on the server. */
  published: () => Promise<void>;
}

interface FormDraftProps<TInput extends FieldValues> {
  kind: FormDraftKind;
  itemId: number | null;
  userId: number;
  form: UseFormReturn<TInput, unknown, any>;
  defaults: TInput;
  control: MutableRefObject<DraftControl | null>;
}

/**
 * The draft of a creation form (or of the changes to an item): saved as the member writes; when
 * they come back the form opens with it, and nothing is saved until it has (docs/rules/first-day.md).
 */
function FormDraft<TInput extends FieldValues>({ kind, itemId, userId, form, defaults, control }: FormDraftProps<TInput>) {
  const queryClient = useQueryClient();
  const saved = useSavedDraft(kind, itemId, userId);
  const [opened, setOpened] = useState<SavedDraft | null | undefined>(undefined);
  useEffect(() => {
    if (saved.state !== 'ready' || opened !== undefined) return;
    if (saved.draft) form.reset({ ...defaults, ...(saved.draft.body as Partial<TInput>) });
    setOpened(saved.draft);
  }, [saved, opened, form, defaults]);
  const toBody = useCallback((values: TInput) => values as unknown as FormDraftBody, []);
  const autosave = useDraftAutosave({ form, kind, itemId, userId, toBody, hold: opened === undefined });
  control.current = {
    stop: autosave.stop,
    resume: autosave.resume,
    published: async () => {
      removeLocalDraft(userId, kind, itemId);
      await deleteDraft(kind, itemId).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: ['/api/drafts'] });
    },
  };
  return (
    <>
      <DraftStatus saved={autosave.saved} />
      {saved.state === 'failed' && <DraftCheckFailed retry={saved.retry} />}
      {opened && (
        <DraftBanner
          kind={kind}
          itemId={itemId}
          userId={userId}
          savedAt={opened.savedAt}
          onDiscarded={() => {
            form.reset(defaults);
            setOpened(null);
          }}
        />
      )}
    </>
  );
}
