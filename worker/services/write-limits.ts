/**
 * What a member may write per hour (docs/rules/hardening.md): far above what a person writes, a
 * ceiling on what a script can fill the portal with. Each kind is one counter per member.
 */
export const WRITE_LIMITS = {
  /** Articles, protocols, events, opportunities and volunteering offers together. */
  item: { perHour: 30, message: 'Atingiu o limite de 30 publicações por hora. Aguarde e tente novamente mais tarde.' },
  comment: { perHour: 120, message: 'Atingiu o limite de 120 comentários por hora. Aguarde e tente novamente mais tarde.' },
  /** Likes and saved items together. */
  /** Reports of items, comments and profiles (docs/rules/trust.md). */
  report: { perHour: 20, message: 'Atingiu o limite de 20 denúncias por hora. Aguarde e tente novamente mais tarde.' },
  reaction: { perHour: 300, message: 'Atingiu o limite de 300 gostos e itens guardados por hora. Aguarde e tente novamente mais tarde.' },
  /**
   * Changes to one's items (PATCH of articles, protocols, events and offers): each may carry
   * 200 KB of HTML to sanitise (docs/decisions/028-hardening-second-pass.md).
   */
  edit: { perHour: 120, message: 'Atingiu o limite de 120 alterações por hora. Aguarde e tente novamente mais tarde.' },
  /**
   * Draft saves, counted apart from edits: the writer saves a moment after each pause, and an hour
   * of writing must never keep its author from publishing the changes it was for.
   */
  draft: { perHour: 120, message: 'Atingiu o limite de 120 rascunhos guardados por hora. Aguarde e tente novamente mais tarde.' },
} as const satisfies Record<string, { perHour: number; message: string }>;

export type WriteKind = keyof typeof WRITE_LIMITS;

export const writeLimitKey = (kind: WriteKind, userId: number) => `write:${kind}:user:${userId}`;

/**
 * What a member whose e-mail is unconfirmed may publish per day (docs/rules/trust.md, "New
 * accounts"): enough to take part, too little for a throwaway account to flood the portal. The
 * answer says how to lift the limit. Confirmed members have only the hourly limits above.
 */
export const UNCONFIRMED_DAILY_LIMITS: Partial<Record<WriteKind, { perDay: number; message: string }>> = {
  item: {
    perDay: 3,
    message: 'Enquanto não confirmar o seu e-mail, pode publicar até 3 conteúdos por dia. Confirme o e-mail para levantar este limite.',
  },
  comment: {
    perDay: 20,
    message: 'Enquanto não confirmar o seu e-mail, pode publicar até 20 comentários por dia. Confirme o e-mail para levantar este limite.',
  },
};

export const unconfirmedDailyKey = (kind: WriteKind, userId: number) => `write:${kind}:unconfirmed-day:user:${userId}`;
