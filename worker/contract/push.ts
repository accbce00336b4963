import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { isPushServiceEndpoint, PUSH_KINDS, type PushKey, type PushKind, type PushPreferences, type PushSubscriptionEnd, type PushSubscriptionInput } from './push-types';

const NOT_A_PUSH_SERVICE = 'O endereço de notificações tem de ser o de um serviço de notificações conhecido.';
const WRONG_KEYS = 'As chaves da subscrição não são válidas.';

/** base64url (with or without padding) of exactly `bytes` bytes, answered without padding. */
const base64UrlOf = (bytes: number) =>
  z
    .string({ message: WRONG_KEYS })
    .transform((text) => text.replace(/=+$/, ''))
    .refine((text) => text.length === Math.ceil((bytes * 4) / 3) && /^[A-Za-z0-9_-]+$/.test(text), WRONG_KEYS);

const endpointSchema = z.string({ message: NOT_A_PUSH_SERVICE }).max(1024, NOT_A_PUSH_SERVICE).refine(isPushServiceEndpoint, NOT_A_PUSH_SERVICE);

/**
 * A device's subscription: an https endpoint on a known push service (FCM, Mozilla, Apple,
 * Windows), the browser's P-256 public key (65 bytes, uncompressed: 'B…' in base64url) and its
 * authentication secret (16 bytes).
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64UrlOf(65).refine((text) => text.startsWith('B'), WRONG_KEYS),
    auth: base64UrlOf(16),
  }),
});
type _SubscriptionAgrees = Assert<SameShape<z.input<typeof pushSubscriptionSchema>, PushSubscriptionInput>>;

export const pushSubscriptionEndSchema = z.strictObject({ endpoint: z.string().max(1024) });
type _EndAgrees = Assert<SameShape<z.infer<typeof pushSubscriptionEndSchema>, PushSubscriptionEnd>>;

export const pushKeySchema = z.strictObject({ publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/) });
type _KeyAgrees = Assert<SameShape<z.infer<typeof pushKeySchema>, PushKey>>;

const pushSwitch = z.boolean({ message: 'Escolha ligado ou desligado.' });
/** A member's push preferences: every kind, each on or off. */
export const pushPreferencesSchema = z.strictObject(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, pushSwitch])) as Record<PushKind, typeof pushSwitch>);
type _PreferencesAgree = Assert<SameShape<z.infer<typeof pushPreferencesSchema>, PushPreferences>>;

/** `PUT /api/me/push-preferences`: a kind left out keeps its value. */
export const pushPreferencesUpdateSchema = pushPreferencesSchema.partial();
