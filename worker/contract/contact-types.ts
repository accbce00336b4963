export const CONTACT_CATEGORIES = ['general', 'membership', 'content', 'technical', 'partnership', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'Dúvida geral',
  membership: 'Associação',
  content: 'Conteúdo/Artigos',
  technical: 'Suporte técnico',
  partnership: 'Parcerias',
  other: 'Outro',
};
/** The support address, on the portal's own domain (wrangler.toml: MAIL_FROM, the production route). */
export const SUPPORT_EMAIL = 'apoio@rede-to.pt';

/** `POST /api/contact`'s body. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

/** `POST /api/contact`: the confirmation shown to the sender. */
export interface ContactSent {
  message: string;
}
