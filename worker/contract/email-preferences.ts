import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { EMAIL_FREQUENCIES, EMAIL_NEWS_KINDS, type EmailPreferences, type UnsubscribeResult } from './email-preferences-types';

const frequency = z.enum(EMAIL_FREQUENCIES, { message: 'Escolha: logo que acontece, no resumo semanal ou nunca.' });

/** The member's preferences: every kind, each a frequency. */
export const emailPreferencesSchema = z.strictObject({ comments: frequency, events: frequency, following: frequency, questions: frequency });
type _PreferencesAgree = Assert<SameShape<z.infer<typeof emailPreferencesSchema>, EmailPreferences>>;

/** `PUT /api/me/email-preferences`: every kind; `questions`, added later, may be left out and then stays as it was. */
export const emailPreferencesInputSchema = emailPreferencesSchema.extend({ questions: frequency.optional() });

export const unsubscribeResultSchema = z.strictObject({ kind: z.enum(EMAIL_NEWS_KINDS), preferences: emailPreferencesSchema });
type _UnsubscribeAgrees = Assert<SameShape<z.infer<typeof unsubscribeResultSchema>, UnsubscribeResult>>;

/** The token of a one-click unsubscribe link (`?token=`): 43 base64url characters. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Ligação inválida ou expirada.')
    .catch(''),
});
