import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { EMAIL_FREQUENCIES, EMAIL_NEWS_KINDS, type EmailNewsKind, type EmailPreferences, type UnsubscribeResult } from './email-preferences-types';

const frequency = z.enum(EMAIL_FREQUENCIES, { message: 'Escolha: logo que acontece, no resumo semanal ou nunca.' });

/** A member's preferences: every kind, each a frequency. */
export const emailPreferencesSchema = z.strictObject(Object.fromEntries(EMAIL_NEWS_KINDS.map((kind) => [kind, frequency])) as Record<EmailNewsKind, typeof frequency>);

/**
 * `PUT /api/me/email-preferences`: each kind a frequency; a kind left out keeps what the member had,
 * so an app written before a kind was added still saves the others.
 */
export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();
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
