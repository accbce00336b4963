import { z } from 'zod';

export const CONTACT_CATEGORIES = ['general', 'membership', 'content', 'technical', 'partnership', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'Dúvida Geral',
  membership: 'Associação',
  content: 'Conteúdo/Artigos',
  technical: 'Suporte Técnico',
  partnership: 'Parcerias',
  other: 'Outro',
};
export const SUPPORT_EMAIL = 'apoio@redeto.pt';

export const contactInputSchema = z.object({
  name: z.string({ message: 'O nome deve ter pelo menos 2 caracteres.' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres.').max(255, 'O nome deve ter no máximo 255 caracteres.'),
  email: z
    .string({ message: 'Por favor, insira um endereço de e-mail válido.' })
    .trim()
    .toLowerCase()
    .max(255, 'Por favor, insira um endereço de e-mail válido.')
    .pipe(z.email('Por favor, insira um endereço de e-mail válido.')),
  subject: z.string({ message: 'O assunto deve ter pelo menos 5 caracteres.' }).trim().min(5, 'O assunto deve ter pelo menos 5 caracteres.').max(255, 'O assunto deve ter no máximo 255 caracteres.'),
  category: z.enum(CONTACT_CATEGORIES, { message: 'Por favor, selecione uma categoria.' }),
  message: z.string({ message: 'A mensagem deve ter pelo menos 10 caracteres.' }).trim().min(10, 'A mensagem deve ter pelo menos 10 caracteres.').max(5000, 'A mensagem deve ter no máximo 5000 caracteres.'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** `POST /api/contact`: the confirmation shown to the sender. */
export const contactSentSchema = z.strictObject({ message: z.string().min(1) });
