import { z } from 'zod';
import type { Assert, SameShape } from './common';
import { timestampSchema } from './common';
import type { AccountMessage, DeleteAccountInput, EmailTokenInput, PasswordResetConfirmInput, PasswordResetRequestInput, SessionInfo } from './account-types';
import { EMAIL_TOKEN_INVALID } from './account-types';
import { emailSchema, newPasswordSchema } from './users';

/** An e-mailed token: 43 characters of base64url; anything else is refused as an invalid link. */
const token = z.string({ message: EMAIL_TOKEN_INVALID }).regex(/^[A-Za-z0-9_-]{20,100}$/, EMAIL_TOKEN_INVALID);

export const emailTokenSchema = z.object({ token });
type _EmailTokenAgrees = Assert<SameShape<z.input<typeof emailTokenSchema>, EmailTokenInput>>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
type _ResetRequestAgrees = Assert<SameShape<z.input<typeof passwordResetRequestSchema>, PasswordResetRequestInput>>;

export const passwordResetConfirmSchema = z
  .object({
    token,
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'Confirme a palavra-passe.' }).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'As palavras-passe não correspondem',
    path: ['confirmPassword'],
  });
type _ResetConfirmAgrees = Assert<SameShape<z.input<typeof passwordResetConfirmSchema>, PasswordResetConfirmInput>>;

export const deleteAccountSchema = z.object({
  password: z.string({ message: 'A palavra-passe é obrigatória' }).min(1, 'A palavra-passe é obrigatória').max(1024, 'A palavra-passe deve ter no máximo 1024 caracteres.'),
  keepContent: z.boolean({ message: 'Indique se os seus artigos, protocolos e comentários ficam publicados (verdadeiro ou falso).' }),
});
type _DeleteAccountAgrees = Assert<SameShape<z.input<typeof deleteAccountSchema>, DeleteAccountInput>>;

export const sessionInfoSchema = z.strictObject({
  id: z.string(),
  current: z.boolean(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
  device: z.string(),
});
type _SessionInfoAgrees = Assert<SameShape<z.infer<typeof sessionInfoSchema>, SessionInfo>>;

export const accountMessageSchema = z.strictObject({ message: z.string() });
type _AccountMessageAgrees = Assert<SameShape<z.infer<typeof accountMessageSchema>, AccountMessage>>;
