import { z } from 'zod';
import { singleLineText, type Assert, type SameShape } from './common';
import { CONTACT_CATEGORIES, type ContactInput, type ContactSent } from './contact-types';

export const contactInputSchema = z.object({
  name: singleLineText('O nome deve ter pelo menos 2 caracteres.', 'O nome não pode ter quebras de linha.')
    .trim()
    .min(2, 'O nome deve ter pelo menos 2 caracteres.')
    .max(255, 'O nome deve ter no máximo 255 caracteres.'),
  email: singleLineText('Por favor, insira um endereço de e-mail válido.', 'Por favor, insira um endereço de e-mail válido.')
    .trim()
    .toLowerCase()
    .max(255, 'Por favor, insira um endereço de e-mail válido.')
    .pipe(z.email('Por favor, insira um endereço de e-mail válido.')),
  subject: singleLineText('O assunto deve ter pelo menos 5 caracteres.', 'O assunto não pode ter quebras de linha.')
    .trim()
    .min(5, 'O assunto deve ter pelo menos 5 caracteres.')
    .max(255, 'O assunto deve ter no máximo 255 caracteres.'),
  category: z.enum(CONTACT_CATEGORIES, { message: 'Por favor, selecione uma categoria.' }),
  message: z
    .string({ message: 'A mensagem deve ter pelo menos 10 caracteres.' })
    .trim()
    .min(10, 'A mensagem deve ter pelo menos 10 caracteres.')
    .max(5000, 'A mensagem deve ter no máximo 5000 caracteres.'),
});
type _ContactInputAgrees = Assert<SameShape<z.input<typeof contactInputSchema>, ContactInput>>;

export const contactSentSchema = z.strictObject({ message: z.string().min(1) });
type _ContactSentAgrees = Assert<SameShape<z.infer<typeof contactSentSchema>, ContactSent>>;
