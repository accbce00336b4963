import type { PortalNotification } from './notifications-types';

// What a notification says, in the bell's list (src/features/notifications) and in a push message
// (worker/services/push.ts): one text for both.

const because = (reason: string | null) => (reason ? `. Motivo: ${reason}` : '');

/** What a notification says, in a sentence ("3 novos comentários em …" when several are grouped). */
export function notificationText({ kind, count, actor, target, reason }: PortalNotification): string {
  const who = actor?.fullName ?? 'Um membro';
  const title = `«${target.title}»`;
  switch (kind) {
    case 'comment':
      return count > 1 ? `${count} novos comentários em ${title}` : `${who} comentou ${title}`;
    case 'event-registration':
      return count > 1 ? `${count} novas inscrições em ${title}` : `${who} inscreveu-se em ${title}`;
    case 'event-cancellation':
      return count > 1 ? `${count} inscrições canceladas em ${title}` : `${who} cancelou a inscrição em ${title}`;
    case 'waitlist-promoted':
      return `Vagou um lugar: a sua inscrição em ${title} está confirmada`;
    case 'followed-content':
      return `${who} publicou ${title}`;
    case 'event-changed':
      return `O evento ${title} mudou de data, hora ou local`;
    case 'event-cancelled':
      return `O evento ${title} foi cancelado`;
    case 'moderation-hidden':
      return `A moderação ocultou ${title}${because(reason)}`;
    case 'moderation-restored':
      return `A moderação voltou a mostrar ${title}${because(reason)}`;
    case 'moderation-deleted':
      return `A moderação eliminou ${title}${because(reason)}`;
    case 'verification-approved':
      return 'A sua cédula profissional foi verificada: o seu perfil mostra agora o distintivo TO verificado';
    case 'mention':
      return `${who} fez-lhe uma menção ${target.type === 'question' ? 'na pergunta' : target.type === 'answer' ? 'numa resposta à pergunta' : 'num comentário em'} ${title}`;
    case 'saved-search-match':
      return `Nova oferta da sua pesquisa guardada: ${title}`;
    case 'verification-refused':
      return 'O seu pedido de verificação como terapeuta ocupacional foi recusado: veja o motivo nas definições';
    case 'question-answered':
      return count > 1 ? `${count} novas respostas à sua pergunta ${title}` : `${who} respondeu à sua pergunta ${title}`;
    case 'answer-accepted':
      return `A sua resposta a ${title} foi marcada como resposta aceite`;
    case 'certificate-issued':
      return `A sua presença em ${title} ficou registada: o certificado está no seu portefólio`;
    case 'community-request':
      return count > 1 ? `${count} novos pedidos de adesão a ${title}` : `${who} pediu para aderir a ${title}`;
    case 'community-approved':
      return `O seu pedido de adesão a ${title} foi aprovado: já lê e publica nesta comunidade`;
  }
}
