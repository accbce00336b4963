import type { HiddenCause, ModerationAction, ReportTargetType } from '#contract/moderation-types';

/** What each kind of target is called in `/moderacao`. */
export const TARGET_LABELS: Record<ReportTargetType, string> = {
  article: 'Artigo',
  protocol: 'Protocolo',
  event: 'Evento',
  opportunity: 'Oportunidade',
  volunteering: 'Voluntariado',
  comment: 'Comentário',
  user: 'Perfil de membro',
};

/** Each action's button and dialog. */
export const ACTION_LABELS: Record<ModerationAction, { button: string; title: string; confirm: string; done: string }> = {
  dismiss: { button: 'Arquivar denúncias', title: 'Arquivar as denúncias', confirm: 'Arquivar', done: 'Denúncias arquivadas.' },
  hide: { button: 'Ocultar', title: 'Ocultar o conteúdo', confirm: 'Ocultar', done: 'Conteúdo oculto.' },
  restore: { button: 'Mostrar de novo', title: 'Mostrar de novo o conteúdo', confirm: 'Mostrar de novo', done: 'O conteúdo voltou a estar visível.' },
  delete: { button: 'Eliminar', title: 'Eliminar o conteúdo', confirm: 'Eliminar definitivamente', done: 'Conteúdo eliminado.' },
  suspend: { button: 'Suspender membro', title: 'Suspender o membro', confirm: 'Suspender', done: 'Membro suspenso.' },
  unsuspend: { button: 'Reativar membro', title: 'Reativar o membro', confirm: 'Reativar', done: 'Membro reativado.' },
};

/** Why something is hidden, as the queue says it. */
export const HIDDEN_CAUSE_LABELS: Record<HiddenCause, string> = {
  moderator: 'pela moderação',
  reports: 'após denúncias',
  'patient-data': 'por dados de doente',
  suspension: 'por suspensão do autor',
};

/** The log's actions, as the 'Registo' tab reads them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
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
};
