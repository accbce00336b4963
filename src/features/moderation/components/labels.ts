import type { HiddenCause, LoggedAction, ModerationAction, ReportTargetType, Role } from '#contract/moderation-types';

/** What each kind of target is called in `/moderacao`. */
export const TARGET_LABELS: Record<ReportTargetType, string> = {
  article: 'Artigo',
  protocol: 'Protocolo',
  event: 'Evento',
  opportunity: 'Oportunidade',
  volunteering: 'Voluntariado',
  comment: 'Comentário',
  user: 'Perfil de membro',
  question: 'Pergunta',
  answer: 'Resposta',
};

/** Who learns the reason besides the log (worker/db/queries/moderation.ts `NOTIFIED`, the suspension e-mails). */
const TOLD_THE_AUTHOR = 'Fica no registo de moderação e é dado a conhecer ao autor.';

/** Each action's button and dialog, and what its reason's hint says of who reads it. */
export const ACTION_LABELS: Record<ModerationAction, { button: string; title: string; confirm: string; done: string; reasonHint: string }> = {
  dismiss: {
    button: 'Arquivar denúncias',
    title: 'Arquivar as denúncias',
    confirm: 'Arquivar',
    done: 'Denúncias arquivadas.',
    reasonHint: 'Fica no registo de moderação. O autor só é avisado se as denúncias tinham ocultado o conteúdo, que volta a estar visível.',
  },
  hide: { button: 'Ocultar', title: 'Ocultar o conteúdo', confirm: 'Ocultar', done: 'Conteúdo oculto.', reasonHint: TOLD_THE_AUTHOR },
  restore: { button: 'Mostrar de novo', title: 'Mostrar de novo o conteúdo', confirm: 'Mostrar de novo', done: 'O conteúdo voltou a estar visível.', reasonHint: TOLD_THE_AUTHOR },
  delete: { button: 'Eliminar', title: 'Eliminar o conteúdo', confirm: 'Eliminar definitivamente', done: 'Conteúdo eliminado.', reasonHint: TOLD_THE_AUTHOR },
  suspend: {
    button: 'Suspender membro',
    title: 'Suspender o membro',
    confirm: 'Suspender',
    done: 'Membro suspenso.',
    reasonHint: 'Fica no registo de moderação e segue no e-mail que avisa o membro.',
  },
  unsuspend: {
    button: 'Reativar membro',
    title: 'Reativar o membro',
    confirm: 'Reativar',
    done: 'Membro reativado.',
    reasonHint: 'Fica no registo de moderação e segue no e-mail que avisa o membro.',
  },
};

/** Why something is hidden, as the queue says it. */
export const HIDDEN_CAUSE_LABELS: Record<HiddenCause, string> = {
  moderator: 'pela moderação',
  reports: 'após denúncias',
  'patient-data': 'por dados de utente',
  suspension: 'por suspensão do autor',
};

/** The log's actions, as the 'Registo' tab reads them. */
export const AUDIT_ACTION_LABELS: Record<LoggedAction, string> = {
  dismiss: 'Arquivou as denúncias',
  hide: 'Ocultou',
  restore: 'Mostrou de novo',
  delete: 'Eliminou',
  suspend: 'Suspendeu',
  unsuspend: 'Reativou',
  'grant-moderator': 'Nomeou moderador',
  'revoke-moderator': 'Retirou a função de moderador',
  'grant-admin': 'Nomeou administrador',
  'revoke-admin': 'Retirou a função de administrador',
  'verify-approve': 'Verificou como terapeuta ocupacional',
  'verify-refuse': 'Recusou a verificação de',
  'protocol-review': 'Validou',
  'reveal-asker': 'Viu quem fez a pergunta anónima',
};

/** The role an actor of the log acted in, after their name. */
export const ACTOR_ROLE_LABELS: Record<Role, string> = {
  member: 'membro',
  moderator: 'moderação',
  admin: 'administração',
};
