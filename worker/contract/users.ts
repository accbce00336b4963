import { z } from 'zod';
import { optionalText, ownFileUrlSchema, publicUserSummarySchema, singleLineText, timestampSchema, type Assert, type SameShape } from './common';
import { ACTIVITY_KINDS, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, type ActivityItem, type CurrentUser, type LoginInput, type PublicUser, type RegisterInput } from './users-types';

const USERNAME_REQUIRED = 'O nome de utilizador é obrigatório';

/**
 * A new username: what is typed is lower-cased, then must be 3 to 30 of a-z, 0-9, '.', '_' and
 * '-'. Only ASCII, so that no two usernames look alike ('аna' with a Cyrillic 'а' beside 'ana';
 * 'Álvaro' beside 'álvaro', which SQLite's lower() would not fold) and case never matters.
 */
const USERNAME_LINE_BREAK = 'O nome de utilizador não pode ter quebras de linha.';

const username = singleLineText(USERNAME_REQUIRED, USERNAME_LINE_BREAK)
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN, `O nome de utilizador deve ter pelo menos ${USERNAME_MIN} caracteres.`)
  .max(USERNAME_MAX, `O nome de utilizador deve ter no máximo ${USERNAME_MAX} caracteres.`)
  .regex(/^[a-z0-9._-]+$/, 'Use apenas letras sem acentos (a-z), algarismos (0-9), pontos, hífenes e sublinhados.');

/**
 * The profile's username: the one the member already has is accepted as it is (an account older
 * than today's rule may have capitals or accents), any other must be a valid new username.
 */
const usernameKeeping = (current: string) =>
  z.string({ message: USERNAME_REQUIRED }).transform((value, ctx) => {
    if (value.trim() === current) return current;
    const result = username.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, input: value });
    return z.NEVER;
  });

export const emailSchema = singleLineText('Por favor, insira um endereço de e-mail válido.', 'Por favor, insira um endereço de e-mail válido.')
  .trim()
  .toLowerCase()
  .max(255, 'O e-mail deve ter no máximo 255 caracteres.')
  .pipe(z.email('Por favor, insira um endereço de e-mail válido.'));

const fullName = singleLineText('O nome completo é obrigatório.', 'O nome completo não pode ter quebras de linha.')
  .trim()
  .min(3, 'O nome completo deve ter pelo menos 3 caracteres.')
  .max(255, 'O nome completo deve ter no máximo 255 caracteres.');

export const newPasswordSchema = z
  .string({ message: 'A palavra-passe é obrigatória' })
  .min(PASSWORD_MIN, `A palavra-passe deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
  .max(PASSWORD_MAX, `A palavra-passe deve ter no máximo ${PASSWORD_MAX} caracteres.`);

/** Refuses a value that is not text (or null) with a Portuguese message before `inner` checks it. */
const textThen = <S extends z.ZodType<unknown, string | null | undefined>>(notText: string, inner: S) => z.string({ message: notText }).nullable().optional().pipe(inner);

const profileFields = {
  specialty: textThen('A especialidade deve ser texto.', optionalText(255, 'A especialidade deve ter no máximo 255 caracteres.', 'A especialidade não pode ter quebras de linha.')),
  location: textThen('A localização deve ser texto.', optionalText(255, 'A localização deve ter no máximo 255 caracteres.', 'A localização não pode ter quebras de linha.')),
  bio: textThen('A biografia deve ser texto.', optionalText(2000, 'A biografia deve ter no máximo 2000 caracteres.')),
  avatarUrl: textThen('Ficheiro inválido.', ownFileUrlSchema),
};

export const registerSchema = z
  .object({
    username,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ message: 'Confirme a palavra-passe.' }).optional(),
    fullName,
    ...profileFields,
    acceptTerms: z
      .boolean({ message: 'Aceite os Termos de utilização e a Política de privacidade para se registar.' })
      .refine((accepted) => accepted, 'Aceite os Termos de utilização e a Política de privacidade para se registar.'),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: 'As palavras-passe não correspondem',
    path: ['confirmPassword'],
  });
type _RegisterInputAgrees = Assert<SameShape<z.input<typeof registerSchema>, RegisterInput>>;

/** The register form always asks for the confirmation; the API accepts its absence. */
export const registerFormSchema = registerSchema.refine((body) => typeof body.confirmPassword === 'string' && body.confirmPassword.length > 0, {
  message: 'Confirme a palavra-passe.',
  path: ['confirmPassword'],
});

export const loginSchema = z.object({
  username: singleLineText('O nome de utilizador é obrigatório', USERNAME_LINE_BREAK)
    .trim()
    .min(1, 'O nome de utilizador é obrigatório')
    .max(255, 'O nome de utilizador deve ter no máximo 255 caracteres.'),
  password: z.string({ message: 'A palavra-passe é obrigatória' }).min(1, 'A palavra-passe é obrigatória').max(1024, 'A palavra-passe deve ter no máximo 1024 caracteres.'),
});
type _LoginInputAgrees = Assert<SameShape<z.input<typeof loginSchema>, LoginInput>>;

/**
 * `PATCH /api/users/{id}` for a member whose username is now `currentUsername` (that one is kept
 * even if it does not fit today's rule); without it, every username must fit the rule.
 */
export const profileUpdateSchema = (currentUsername?: string) =>
  z
    .object({
      username: currentUsername === undefined ? username : usernameKeeping(currentUsername),
      email: emailSchema,
      fullName,
      ...profileFields,
      showEmail: z.boolean({ message: 'Indique se o e-mail fica visível (verdadeiro ou falso).' }).optional(),
    })
    .partial();
export const updateProfileSchema = profileUpdateSchema();

const count = z.number().int().nonnegative();

export const publicUserSchema = publicUserSummarySchema.extend({
  bio: z.string().nullable(),
  createdAt: timestampSchema,
  articleCount: count,
  protocolCount: count,
  email: z.string().optional(),
});
type _PublicUserAgrees = Assert<SameShape<z.infer<typeof publicUserSchema>, PublicUser>>;

export const currentUserSchema = publicUserSummarySchema.extend({
  email: z.string(),
  bio: z.string().nullable(),
  showEmail: z.boolean(),
  createdAt: timestampSchema,
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  // ROLES of moderation-types.ts, spelled here so that the forms' schemas do not load that module (the check below keeps them equal).
  role: z.enum(['member', 'moderator', 'admin']),
  onboardedAt: timestampSchema.nullable(),
});
type _CurrentUserAgrees = Assert<SameShape<z.infer<typeof currentUserSchema>, CurrentUser>>;

export const activityItemSchema = z.strictObject({
  kind: z.enum(ACTIVITY_KINDS),
  createdAt: timestampSchema,
  title: z.string(),
  href: z.string().startsWith('/'),
});
type _ActivityItemAgrees = Assert<SameShape<z.infer<typeof activityItemSchema>, ActivityItem>>;

/** `POST /api/me/password`: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ message: 'A palavra-passe atual é obrigatória.' }).min(1, 'A palavra-passe atual é obrigatória.').max(1024, 'A palavra-passe deve ter no máximo 1024 caracteres.'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ message: 'Confirme a palavra-passe.' }).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    message: 'As palavras-passe não correspondem',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
