import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { EMAIL_FREQUENCIES, EMAIL_NEWS_KINDS, type EmailPreferences, type UnsubscribeResult } from './email-preferences-types';

const frequency = z.enum(EMAIL_FREQUENCIES, { message: 'Escolha: logo que acontece, no resumo semanal ou nunca.' });

/** `PUT /api/me/email-preferences`: every kind, each a frequency (`alerts`, added later, may be left out: it is then as it was). */
export const emailPreferencesSchema = z.strictObject({ comments: frequency, events: frequency, following: frequency, alerts: frequency });
export const emailPreferencesInputSchema = emailPreferencesSchema.extend({ alerts: frequency.optional() });
type _PreferencesAgree = Assert<SameShape<z.infer<typeof emailPreferencesSchema>, EmailPreferences>>;

export const unsubscribeResultSchema = z.strictObject({ kind: z.enum(EMAIL_NEWS_KINDS), preferences: emailPreferencesSchema, savedSearch: z.string().nullable().optional() });
type _UnsubscribeAgrees = Assert<SameShape<z.infer<typeof unsubscribeResultSchema>, UnsubscribeResult>>;

/** The token of a one-click unsubscribe link (`?token=`): 43 base64url characters. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Ligação inválida ou expirada.')
    .catch(''),
});
