import type { DraftBody, DraftKind, FormDraftBody } from '#contract/drafts-types';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { putDraft, writeLocalDraft } from '../api/drafts';

/** How long the author pauses before what they wrote is saved. */
const SAVE_AFTER_MS = 1200;

export interface DraftSaved {
  at: string;
  /** Saved on the server, or only in this browser (the server could not be reached). */
  where: 'server' | 'browser';
}

interface DraftAutosaveOptions<T extends FieldValues> {
  // Any form: its output type does not matter here, only what it holds.
  form: UseFormReturn<T, unknown, any>;
  kind: DraftKind;
  itemId: number | null;
  userId: number;
  /** The draft of what the form holds, in the API's shape. */
  toBody: (values: T) => DraftBody | FormDraftBody;
  /**
   * While true, nothing the form holds is saved: the saved draft is still being looked up, and
   * the form it will fill must not replace it (docs/rules/first-day.md, "Drafts are never lost").
   */
  hold?: boolean;
}

/**
 * Saves the draft as the author writes: a moment after each pause, in this browser (localStorage)
 * and on the server (`PUT /api/drafts/…`); also when the author leaves the page mid-sentence.
 * `stop()` ends it before publishing (and waits for a save under way, so that no draft comes back
 * after the item is published); `resume()` starts it again if publishing failed.
 */
export function useDraftAutosave<T extends FieldValues>({ form, kind, itemId, userId, toBody, hold = false }: DraftAutosaveOptions<T>) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<DraftSaved | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<T | null>(null);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const holding = useRef(hold);
  holding.current = hold;
  /** A change made while holding, saved (as the form then holds it) once the hold ends. */
  const heldChange = useRef(false);
  const bodyOf = useRef(toBody);
  bodyOf.current = toBody;

  const save = useCallback(
    (values: T) => {
      const body = bodyOf.current(values);
      const savedAt = new Date().toISOString();
      writeLocalDraft(userId, kind, itemId, { body, savedAt });
      const saving = putDraft(kind, itemId, body).then(
        (draft) => {
          setSaved({ at: draft.updatedAt, where: 'server' });
          void queryClient.invalidateQueries({ queryKey: ['/api/drafts'], refetchType: 'none' });
        },
        () => setSaved({ at: savedAt, where: 'browser' }),
      );
      inFlight.current = inFlight.current.then(() => saving);
      return saving;
    },
    [kind, itemId, userId, queryClient],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = null;
    if (values && !stopped.current) void save(values);
  }, [save]);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // Only the author's own changes: not the page filling itself in (reset, a draft taken up).
      if (!name || stopped.current) return;
      if (holding.current) {
        heldChange.current = true;
        return;
      }
      pending.current = values as T;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_AFTER_MS);
    });
    return () => {
      subscription.unsubscribe();
      flush();
    };
  }, [form, flush]);

  useEffect(() => {
    if (hold || !heldChange.current) return;
    heldChange.current = false;
    pending.current = form.getValues();
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_AFTER_MS);
  }, [hold, form, flush]);

  const stop = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    pending.current = null;
    await inFlight.current;
  }, []);
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { saved, stop, resume };
}
