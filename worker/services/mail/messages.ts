// Every e-mail the portal sends is built here, from what happened to whom: the subject, a plain-text
// part and an HTML part, in European Portuguese, with absolute links from the environment's
// PUBLIC_URL. Requests hand a built message to `queueMail` (outbox.ts); the queue consumer sends it.
//
// Members' text (names, titles, places, reasons, comments) never shapes a message: the subject is
// folded onto one line, and in both parts a member's text is one line of its paragraph; in the HTML
// part it is escaped and cannot become a link (decision 028). Rows written before one-line fields
// refused line breaks are folded all the same.

/** What a request asks to tell a member by e-mail. Tokens are the raw values (only their hash is stored). */
export type MailRequest =
  | { kind: 'email-verification'; to: string; name: string; token: string }
  | { kind: 'password-reset'; to: string; name: string; token: string }
  | { kind: 'email-change-confirmation'; to: string; name: string; token: string }
  | { kind: 'email-change-notice'; to: string; name: string; newEmail: string }
  /** To the owner of an address another member asked to use: no link, nothing changes. */
  | { kind: 'email-change-taken'; to: string; name: string }
  | { kind: 'email-changed'; to: string; name: string }
  | { kind: 'password-changed'; to: string; name: string }
  | { kind: 'login-failures'; to: string; name: string }
  | { kind: 'account-deleted'; to: string; name: string }
  | { kind: 'account-suspended'; to: string; name: string; reason: string }
  | { kind: 'account-unsuspended'; to: string; name: string; reason: string }
  | { kind: 'event-place-freed'; to: string; name: string; event: MailEvent }
  | { kind: 'event-reminder'; to: string; name: string; event: MailEvent & { location: string; onlineUrl: string | null } }
  /** `endDate`: when the event now ends (absent or null: it has no end). */
  | { kind: 'event-changed'; to: string; name: string; event: MailEvent & { location: string; onlineUrl: string | null; endDate?: string | null }; unsubscribeToken: string }
  | { kind: 'event-cancelled'; to: string; name: string; event: MailEvent & { reason: string }; unsubscribeToken: string }
  /** The certificate of attendance the organiser's record issued (docs/rules/cpd-portfolio.md), under the 'events' preference. */
  | { kind: 'certificate-issued'; to: string; name: string; event: MailEvent; code: string; hours: string; unsubscribeToken: string }
  /** To an event's organiser: `member` registered, cancelled (and `promoted` got the place) or got a place from the waiting list; the places after it. */
  | {
      kind: 'event-registration-news';
      to: string;
      name: string;
      event: MailEvent;
      change: 'registered' | 'cancelled' | 'promoted';
      member: string;
      promoted: string | null;
      places: { taken: number; capacity: number | null; waiting: number };
      unsubscribeToken: string;
    }
  /** New comments on the member's item: the first after a quiet hour at once, later ones grouped (decision 028). */
  | { kind: 'comment-notice'; to: string; name: string; item: MailItem; comments: MailComment[]; count: number; unsubscribeToken: string }
  | { kind: 'followed-content-notice'; to: string; name: string; actor: string; item: MailItem; unsubscribeToken: string }
  /** `actor` wrote the member's @username in a comment, a question or an answer (`text`) on `item`'s page (docs/rules/mentions.md). */
  | {
      kind: 'mention-notice';
      to: string;
      name: string;
      actor: string;
      place: 'comment' | 'question' | 'answer';
      item: { kind: 'article' | 'protocol' | 'question'; id: number; title: string };
      text: string;
      unsubscribeToken: string;
    }
  /** To the asker of a question (named or anonymous): `answerer` answered it. */
  | { kind: 'question-answered'; to: string; name: string; question: MailQuestion; answerer: string; unsubscribeToken: string }
  /** To the author of an answer: it was accepted (by whom is never said: the asker may be anonymous). */
  | { kind: 'answer-accepted'; to: string; name: string; question: MailQuestion; unsubscribeToken: string }
  /** To a community's moderators: `member` asked to join it (docs/rules/communities.md). */
  | { kind: 'community-request-notice'; to: string; name: string; member: string; community: MailCommunity; unsubscribeToken: string }
  /** To the member: their request to join the community was approved. */
  | { kind: 'community-approved-notice'; to: string; name: string; community: MailCommunity; unsubscribeToken: string }
  /** A new offer one of the member's saved searches (`search`, in a line) matched; the link deletes that search. */
  | { kind: 'saved-search-alert'; to: string; name: string; offer: MailOffer; search: string; unsubscribeToken: string }
  /**
   * The Monday digest: news of what the member follows, coming events, the week's registrations on
   * their own events and the week's comments on what they published (`comments` absent: none).
   */
  | {
      kind: 'weekly-digest';
      to: string;
      name: string;
      items: MailItem[];
      events: MailEvent[];
      registrations: MailEventRegistrations[];
      comments?: MailCommentedItem[];
      /** In the last quarter of the year, the member's CPD hours against their target (docs/rules/cpd-portfolio.md); absent otherwise. */
      cpd?: { year: number; hours: string; target: string; missing: string };
      /** The week's new offers that the member's weekly saved searches matched (absent: none). */
      offers?: MailOffer[];
      /** The week's notifications the member wants weekly (mentions, their questions' news), as the bell says them (absent: none). */
      notices?: MailNotice[];
      unsubscribeToken: string;
    };

/** A job or volunteering offer an e-mail is about: who offers it, and (an opportunity's) pay as its page shows it. */
export interface MailOffer {
  type: 'opportunity' | 'volunteering';
  id: number;
  title: string;
  host: string;
  pay: string | null;
}

const offerPath = (offer: MailOffer) => `/${offer.type === 'opportunity' ? 'oportunidades' : 'voluntariado'}/${offer.id}`;

/** A community an e-mail is about: its name and its page's slug. */
interface MailCommunity {
  name: string;
  slug: string;
}

/** A notification a digest lists: its sentence (#contract/notification-text) and the page it leads to. */
export interface MailNotice {
  text: string;
  path: string;
}

/** An article or protocol an e-mail is about. */
export interface MailItem {
  kind: 'article' | 'protocol';
  id: number;
  title: string;
}

/** A clinical question an e-mail is about. */
interface MailQuestion {
  id: number;
  title: string;
}

/** A comment an e-mail tells of: its author's name and its text. */
interface MailComment {
  author: string;
  text: string;
}

/** One of the member's items in their digest: how many comments it had in the week, and the newest. */
export interface MailCommentedItem extends MailItem {
  count: number;
  newest: MailComment;
}

/** Where a mention was written, as a mention's e-mail says it, and its button (docs/rules/mentions.md). */
const MENTION_PLACES = {
  comment: { said: 'num comentário em', button: 'Ver o comentário', anchor: '#comentarios' },
  question: { said: 'na pergunta', button: 'Ver a pergunta', anchor: '' },
  answer: { said: 'numa resposta à pergunta', button: 'Ver a resposta', anchor: '#respostas' },
} as const;

const itemPath = (item: MailItem) => `/${item.kind === 'article' ? 'articles' : 'protocols'}/${item.id}`;

/** The event an e-mail is about. */
interface MailEvent {
  id: number;
  title: string;
  /** ISO instant. */
  date: string;
}

/** One of the organiser's events in their digest, and how many registered on it in the week. */
export interface MailEventRegistrations extends MailEvent {
  registered: number;
}

/** An event's date and time as Portugal reads it: "terça-feira, 1 de dezembro de 2026 às 10:00". */
const eventDateText = (date: string) => new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'full', timeStyle: 'short' }).format(new Date(date));

const lisbonDay = (date: string) => new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', dateStyle: 'full' }).format(new Date(date));
const lisbonTime = (date: string) => new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', timeStyle: 'short' }).format(new Date(date));

/** When an event takes place: "terça-feira, 1 de dezembro de 2026, das 10:00 às 12:30", from one day to another, or its start alone when it has no end. */
const eventSpanText = (start: string, end: string | null | undefined) => {
  if (!end) return eventDateText(start);
  return lisbonDay(start) === lisbonDay(end) ? `${lisbonDay(start)}, das ${lisbonTime(start)} às ${lisbonTime(end)}` : `de ${eventDateText(start)} a ${eventDateText(end)}`;
};

/** The places of an event, as its organiser is told them. */
function placesText({ taken, capacity, waiting }: { taken: number; capacity: number | null; waiting: number }): string {
  const places = capacity === null ? `Inscrições: ${taken} (sem limite de lugares).` : `Lugares ocupados: ${taken} de ${capacity}.`;
  return waiting > 0 ? `${places} Lista de espera: ${waiting} ${waiting === 1 ? 'pessoa' : 'pessoas'}.` : places;
}

/** A message ready to send: what travels on the queue. */
export interface OutgoingMail {
  kind: MailRequest['kind'];
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058's one-click unsubscribe headers, on news the member may turn off. */
  headers?: Record<string, string>;
}

export const PORTAL_NAME = 'Rede TO';

/** How long each e-mailed link works (docs/rules/email-and-account-life.md). */
export const TOKEN_LIFETIME_MS = {
  'email-verification': 7 * 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Line breaks of any kind (CR, LF, vertical tab, form feed, NEL, Unicode's line and paragraph separators), in runs. */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** `text` on one line: each run of line breaks becomes a space. What a header or a member's text in a paragraph holds. */
export const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ');

/**
 * A member's text in the HTML part: on one line, escaped, and with a zero-width space after every
 * '.', ':' and '@', so that no mail client sees a web or e-mail address or a domain in it and
 * makes it a link (a name such as "Ana https://exemplo.pt" stays text).
 */
const memberHtml = (text: string) => escapeHtml(oneLine(text)).replace(/[.:@]/g, '$&\u200b');

/** The absolute URL of a path of the portal, from the environment's PUBLIC_URL. */
function portalUrl(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** A member's text (a name, a title, a place, a reason, a comment) inside a paragraph. */
interface MemberText {
  member: string;
}

/** A web address a member gave for others to open: an event's online link (https only, checked when written). */
interface MemberLink {
  link: string;
}

/** Part of a paragraph: the portal's own words (which may break lines), or what a member wrote. */
type Inline = string | MemberText | MemberLink;

/**
 * A paragraph whose every interpolated text is a member's: said`${actor} comentou «${title}».`
 * Numbers (counts) and `ours(…)` (dates the portal writes) are the portal's own.
 */
function said(strings: TemplateStringsArray, ...values: (string | number | MemberLink | { ours: string })[]): Inline[] {
  return strings.flatMap((text, index) => {
    if (index === values.length) return [text];
    const value = values[index]!;
    const inline: Inline = typeof value === 'string' ? { member: value } : typeof value === 'number' ? String(value) : 'ours' in value ? value.ours : value;
    return [text, inline];
  });
}

/** Text the portal writes itself, put in a `said` paragraph. */
const ours = (text: string) => ({ ours: text });

/** An event's online link, put in a `said` paragraph: a link for its registrants to open. */
const onlineLink = (url: string): MemberLink => ({ link: url });

const inlineText = (part: Inline) => (typeof part === 'string' ? part : oneLine('member' in part ? part.member : part.link));

const inlineHtml = (part: Inline) => (typeof part === 'string' ? escapeHtml(part).replace(/\n/g, '<br>') : 'member' in part ? memberHtml(part.member) : escapeHtml(oneLine(part.link)));

/** A paragraph of the portal's words, one with members' text in it (`said`), or a link to follow (shown as a button in HTML, as the URL in text). */
type Block = string | Inline[] | { label: string; href: string };

const isLink = (block: Block): block is { label: string; href: string } => typeof block === 'object' && !Array.isArray(block);
const paragraphOf = (block: Exclude<Block, { label: string; href: string }>): Inline[] => (typeof block === 'string' ? [block] : block);

interface Content {
  subject: string;
  blocks: Block[];
  /** The one-click unsubscribe link of news (RFC 8058): in the headers and at the end of both parts. */
  unsubscribe?: string;
}

function render(mail: MailRequest, content: Content, publicUrl: string): OutgoingMail {
  // The subject is a header: never a line break in it, whatever a title holds.
  const subject = oneLine(content.subject).trim();
  const greeting = said`Olá, ${mail.name}.`;
  const footer = `${PORTAL_NAME}, a comunidade de terapeutas ocupacionais em Portugal. ${portalUrl(publicUrl, '/')}`;
  const textBlocks = content.blocks.map((block) => (isLink(block) ? `${block.label}:\n${block.href}` : paragraphOf(block).map(inlineText).join('')));
  const unsubscribeText = content.unsubscribe ? [`Para deixar de receber estes e-mails, abra:\n${content.unsubscribe}`] : [];
  const text = [greeting.map(inlineText).join(''), ...textBlocks, '—', footer, ...unsubscribeText].join('\n\n') + '\n';
  const htmlBlocks = content.blocks.map((block) =>
    isLink(block)
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#475569">Se o botão não funcionar, copie este endereço para o navegador:<br>${escapeHtml(block.href)}</p>`
      : `<p style="margin:0 0 16px">${paragraphOf(block).map(inlineHtml).join('')}</p>`,
  );
  const html = `<!doctype html>
<html lang="pt-PT">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0f766e">${PORTAL_NAME}</p>
<p style="margin:0 0 16px">${greeting.map(inlineHtml).join('')}</p>
${htmlBlocks.join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>${
    content.unsubscribe ? `\n<p style="margin:12px 0 0;font-size:13px;color:#475569"><a href="${escapeHtml(content.unsubscribe)}" style="color:#475569">Deixar de receber estes e-mails</a></p>` : ''
  }
</div>
</body>
</html>
`;
  const headers = content.unsubscribe ? { 'List-Unsubscribe': `<${content.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  return { kind: mail.kind, to: mail.to, subject, text, html, ...(headers ? { headers } : {}) };
}

/** Characters of a comment quoted in an e-mail (docs/rules/first-day.md); the rest is on the page. */
const COMMENT_EXCERPT = 500;
/** Characters of the newest comment on an item quoted in the weekly digest. */
export const DIGEST_COMMENT_EXCERPT = 200;
/**
 * At most this many comments are quoted in one e-mail, and at most `COMMENTS_LISTED_CHARACTERS` of
 * their authors' names and text: the rest are counted. Keeps a message within the queue's 128 KB: a
 * character of a member's text costs at most 7 bytes in the two parts (2 in the text, at most 6 once
 * escaped in the HTML, as '"' becoming '&quot;'), so 16,000 of them stay under 112 KB.
 */
export const COMMENTS_LISTED = 50;
const COMMENTS_LISTED_CHARACTERS = 16_000;

/** The start of a comment, up to `length` characters, cut at a character (never inside a surrogate pair) and marked when cut. */
function excerpt(text: string, length = COMMENT_EXCERPT): string {
  const characters = Array.from(text);
  return characters.length <= length
    ? text
    : `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

/** The comments quoted in an e-mail: the first ones, within both bounds. */
function commentsToList(comments: MailComment[]): MailComment[] {
  const listed: MailComment[] = [];
  let characters = 0;
  for (const comment of comments.slice(0, COMMENTS_LISTED)) {
    characters += comment.author.length + Math.min(comment.text.length, COMMENT_EXCERPT);
    if (characters > COMMENTS_LISTED_CHARACTERS) break;
    listed.push(comment);
  }
  return listed;
}

const IGNORE_IF_NOT_YOU = 'Se não foi o próprio a pedi-lo, ignore esta mensagem: nada muda na sua conta.';

/** The whole message for a request, in European Portuguese. */
export function buildMail(mail: MailRequest, publicUrl: string): OutgoingMail {
  return render(mail, contentOf(mail, publicUrl), publicUrl);
}

/** What each kind of message says. */
function contentOf(mail: MailRequest, publicUrl: string): Content {
  switch (mail.kind) {
    case 'email-verification':
      return {
        subject: `Confirme o seu e-mail na ${PORTAL_NAME}`,
        blocks: [
          `Boas-vindas à ${PORTAL_NAME}. Para confirmar que este endereço lhe pertence, abra a ligação abaixo. A ligação é válida durante 7 dias.`,
          { label: 'Confirmar o e-mail', href: portalUrl(publicUrl, '/confirmar-email', { token: mail.token }) },
          IGNORE_IF_NOT_YOU,
        ],
      };
    case 'password-reset':
      return {
        subject: `Repor a palavra-passe na ${PORTAL_NAME}`,
        blocks: [
          'Recebemos um pedido para repor a palavra-passe da sua conta. Abra a ligação abaixo para escolher uma nova. A ligação é válida durante 1 hora e só pode ser usada uma vez.',
          { label: 'Escolher uma nova palavra-passe', href: portalUrl(publicUrl, '/repor-palavra-passe', { token: mail.token }) },
          IGNORE_IF_NOT_YOU,
        ],
      };
    case 'email-change-confirmation':
      return {
        subject: `Confirme o seu novo e-mail na ${PORTAL_NAME}`,
        blocks: [
          'Pediu para usar este endereço na sua conta. A alteração só acontece quando abrir a ligação abaixo, válida durante 24 horas.',
          { label: 'Confirmar o novo e-mail', href: portalUrl(publicUrl, '/confirmar-email', { token: mail.token, alteracao: '1' }) },
          IGNORE_IF_NOT_YOU,
        ],
      };
    case 'email-change-notice':
      return {
        subject: `Pedido de alteração do e-mail na ${PORTAL_NAME}`,
        blocks: [
          said`Foi pedido que a sua conta passe a usar o endereço ${mail.newEmail}. A alteração só acontece quando esse endereço a confirmar.`,
          'Se não fez este pedido, altere a sua palavra-passe e termine as outras sessões nas definições da conta:',
          { label: 'Abrir as definições', href: portalUrl(publicUrl, '/definicoes') },
        ],
      };
    case 'email-change-taken':
      return {
        subject: `Pedido para usar o seu e-mail noutra conta da ${PORTAL_NAME}`,
        blocks: [
          `Foi pedido que outra conta da ${PORTAL_NAME} passe a usar este endereço de e-mail, que já pertence à sua conta. Nada mudou: o endereço continua a ser só da sua conta e a outra conta não recebeu nenhuma ligação para o usar.`,
          'Se fez este pedido, pode continuar a usar a conta que já tem. Se não se lembra da palavra-passe, escolha uma nova:',
          { label: 'Repor a palavra-passe', href: portalUrl(publicUrl, '/recuperar-palavra-passe') },
          'Se não fez este pedido, não precisa de fazer nada.',
        ],
      };
    case 'email-changed':
      return {
        subject: `O e-mail da sua conta na ${PORTAL_NAME} foi alterado`,
        blocks: ['A partir de agora, a sua conta usa este endereço de e-mail.', { label: 'Abrir as definições', href: portalUrl(publicUrl, '/definicoes') }],
      };
    case 'password-changed':
      return {
        subject: `A sua palavra-passe na ${PORTAL_NAME} foi alterada`,
        blocks: [
          'A palavra-passe da sua conta foi alterada e as outras sessões foram terminadas.',
          'Se não alterou a palavra-passe, reponha-a já:',
          { label: 'Repor a palavra-passe', href: portalUrl(publicUrl, '/recuperar-palavra-passe') },
        ],
      };
    case 'login-failures':
      return {
        subject: `Tentativas de início de sessão na sua conta da ${PORTAL_NAME}`,
        blocks: [
          'Na última hora houve 10 tentativas falhadas de iniciar sessão com o seu nome de utilizador. A sua conta continua protegida e pode iniciar sessão normalmente.',
          'Se não fez estas tentativas, escolha uma palavra-passe forte que não use noutros sítios:',
          { label: 'Repor a palavra-passe', href: portalUrl(publicUrl, '/recuperar-palavra-passe') },
        ],
      };
    case 'account-deleted':
      return {
        subject: `A sua conta na ${PORTAL_NAME} foi eliminada`,
        blocks: ['A sua conta e os seus dados pessoais foram eliminados, como pediu. Agradecemos ter feito parte da comunidade.'],
      };
    case 'account-suspended':
      return {
        subject: `A sua conta na ${PORTAL_NAME} foi suspensa`,
        blocks: [
          'A equipa de moderação suspendeu a sua conta: não pode iniciar sessão e o que publicou deixou de estar visível.',
          said`Motivo: ${mail.reason}`,
          'Se considera que se trata de um engano, responda através da página de contacto:',
          { label: 'Contactar a equipa', href: portalUrl(publicUrl, '/contact') },
        ],
      };
    case 'account-unsuspended':
      return {
        subject: `A sua conta na ${PORTAL_NAME} foi reativada`,
        blocks: [
          'A equipa de moderação levantou a suspensão da sua conta: já pode iniciar sessão e o que publicou voltou a estar visível.',
          said`Motivo: ${mail.reason}`,
          { label: 'Iniciar sessão', href: portalUrl(publicUrl, '/login') },
        ],
      };
    case 'certificate-issued':
      return {
        subject: `Certificado de presença: «${mail.event.title}»`,
        blocks: [
          said`A sua presença no evento «${mail.event.title}» (${ours(lisbonDay(mail.event.date))}) ficou registada. O certificado de presença, de ${ours(mail.hours)} de formação, já está no seu portefólio de DPC.`,
          { label: 'Ver o portefólio', href: portalUrl(publicUrl, '/portefolio') },
          'Qualquer pessoa (por exemplo, uma entidade empregadora) pode confirmar o certificado neste endereço, sem iniciar sessão:',
          { label: 'Verificar o certificado', href: portalUrl(publicUrl, `/certificados/${mail.code}`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'event-place-freed':
      return {
        subject: `Tem lugar no evento «${mail.event.title}»`,
        blocks: [
          said`Vagou um lugar no evento «${mail.event.title}» (${ours(eventDateText(mail.event.date))}) e, como tinha o primeiro lugar da lista de espera, a sua inscrição está confirmada.`,
          'Se já não puder ir, cancele a inscrição na página do evento para que o lugar passe a outra pessoa.',
          { label: 'Ver o evento', href: portalUrl(publicUrl, `/eventos/${mail.event.id}`) },
        ],
      };
    case 'comment-notice': {
      const listed = commentsToList(mail.comments);
      const unlisted = mail.count - listed.length;
      const quoted = listed.map((comment) => said`${comment.author}: «${excerpt(comment.text)}»`);
      const [only] = mail.comments;
      return mail.count === 1 && only
        ? {
            subject: `Novo comentário em «${mail.item.title}»`,
            blocks: [said`${only.author} comentou «${mail.item.title}».`, said`«${excerpt(only.text)}»`, { label: 'Ver o comentário', href: portalUrl(publicUrl, itemPath(mail.item)) }],
            unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
          }
        : {
            subject: `${mail.count} novos comentários em «${mail.item.title}»`,
            blocks: [
              said`Há ${mail.count} novos comentários em «${mail.item.title}»:`,
              ...quoted,
              ...(unlisted > 0 ? [unlisted === 1 ? 'E mais 1 comentário, que pode ler na página.' : `E mais ${unlisted} comentários, que pode ler na página.`] : []),
              { label: 'Ver os comentários', href: portalUrl(publicUrl, itemPath(mail.item)) },
            ],
            unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
          };
    }
    case 'question-answered':
      return {
        subject: `Nova resposta à sua pergunta «${mail.question.title}»`,
        blocks: [said`${mail.answerer} respondeu à sua pergunta «${mail.question.title}».`, { label: 'Ver a resposta', href: portalUrl(publicUrl, `/perguntas/${mail.question.id}`) }],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'answer-accepted':
      return {
        subject: `A sua resposta foi aceite: «${mail.question.title}»`,
        blocks: [said`A sua resposta à pergunta «${mail.question.title}» foi marcada como resposta aceite.`, { label: 'Ver a pergunta', href: portalUrl(publicUrl, `/perguntas/${mail.question.id}`) }],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'followed-content-notice':
      return {
        subject: `Novo na Rede TO: «${mail.item.title}»`,
        blocks: [said`${mail.actor} publicou «${mail.item.title}», de uma categoria ou de alguém que segue.`, { label: 'Ler agora', href: portalUrl(publicUrl, itemPath(mail.item)) }],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'mention-notice': {
      const where = MENTION_PLACES[mail.place];
      const page = mail.item.kind === 'question' ? `/perguntas/${mail.item.id}` : itemPath({ ...mail.item, kind: mail.item.kind });
      return {
        subject: `${mail.actor} fez-lhe uma menção em «${mail.item.title}»`,
        blocks: [
          said`${mail.actor} fez-lhe uma menção ${ours(where.said)} «${mail.item.title}»:`,
          said`«${excerpt(mail.text)}»`,
          { label: where.button, href: portalUrl(publicUrl, `${page}${where.anchor}`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    }
    case 'community-request-notice':
      return {
        subject: `Pedido de adesão a «${mail.community.name}»`,
        blocks: [
          said`${mail.member} pediu para aderir à comunidade «${mail.community.name}», que modera.`,
          { label: 'Ver os pedidos', href: portalUrl(publicUrl, `/comunidades/${mail.community.slug}#pedidos`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'community-approved-notice':
      return {
        subject: `O seu pedido de adesão a «${mail.community.name}» foi aprovado`,
        blocks: [
          said`O seu pedido de adesão à comunidade «${mail.community.name}» foi aprovado: já lê e publica nesta comunidade.`,
          { label: 'Abrir a comunidade', href: portalUrl(publicUrl, `/comunidades/${mail.community.slug}`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'saved-search-alert':
      return {
        subject: `Nova oferta para a sua pesquisa: «${mail.offer.title}»`,
        blocks: [
          said`Foi publicada uma oferta que corresponde à sua pesquisa guardada (${mail.search}): «${mail.offer.title}», de ${mail.offer.host}.`,
          ...(mail.offer.pay ? [said`Vencimento: ${mail.offer.pay}.`] : []),
          { label: 'Ver a oferta', href: portalUrl(publicUrl, offerPath(mail.offer)) },
          'A ligação «Deixar de receber estes e-mails», no fim desta mensagem, apaga esta pesquisa guardada. Pode gerir as suas pesquisas nas definições da conta.',
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'weekly-digest': {
      const offers = (mail.offers ?? []).flatMap((offer) =>
        offer.pay
          ? said`\n\n• ${offer.title}, ${offer.host} (${offer.pay})\n  ${ours(portalUrl(publicUrl, offerPath(offer)))}`
          : said`\n\n• ${offer.title}, ${offer.host}\n  ${ours(portalUrl(publicUrl, offerPath(offer)))}`,
      );
      const items = mail.items.flatMap((item) => said`\n\n• ${item.title}\n  ${ours(portalUrl(publicUrl, itemPath(item)))}`);
      const notices = (mail.notices ?? []).flatMap((notice) => said`\n\n• ${notice.text}\n  ${ours(portalUrl(publicUrl, notice.path))}`);
      const events = mail.events.flatMap((event) => said`\n\n• ${event.title} (${ours(eventDateText(event.date))})\n  ${ours(portalUrl(publicUrl, `/eventos/${event.id}`))}`);
      const registrations = mail.registrations.flatMap(
        (event) =>
          said`\n\n• ${event.title} (${ours(eventDateText(event.date))}): ${ours(event.registered === 1 ? '1 nova inscrição' : `${event.registered} novas inscrições`)}\n  ${ours(portalUrl(publicUrl, `/eventos/${event.id}`))}`,
      );
      const commented = (mail.comments ?? []).flatMap((item) => {
        const quote = excerpt(item.newest.text, DIGEST_COMMENT_EXCERPT);
        return item.count === 1
          ? said`\n\n• ${item.title}: 1 novo comentário\n  ${item.newest.author}: «${quote}»\n  ${ours(portalUrl(publicUrl, itemPath(item)))}`
          : said`\n\n• ${item.title}: ${item.count} novos comentários\n  O mais recente, de ${item.newest.author}: «${quote}»\n  ${ours(portalUrl(publicUrl, itemPath(item)))}`;
      });
      return {
        subject: `A sua semana na ${PORTAL_NAME}`,
        blocks: [
          ...(registrations.length > 0 ? [['Inscrições desta semana nos seus eventos:', ...registrations]] : []),
          ...(commented.length > 0 ? [['Comentários desta semana ao que publicou:', ...commented]] : []),
          ...(notices.length > 0 ? [['Avisos da semana:', ...notices]] : []),
          ...(offers.length > 0 ? [['Novas ofertas das suas pesquisas guardadas:', ...offers]] : []),
          ...(items.length > 0 ? [['Novidades do que segue:', ...items]] : []),
          ...(events.length > 0 ? [['Próximos eventos:', ...events]] : []),
          ...(mail.cpd
            ? [
                `O seu portefólio de DPC: ${mail.cpd.hours} de ${mail.cpd.target} em ${mail.cpd.year}. Faltam ${mail.cpd.missing} para a meta do ano.`,
                { label: 'Abrir o portefólio', href: portalUrl(publicUrl, '/portefolio') },
              ]
            : []),
          { label: 'Abrir a Rede TO', href: portalUrl(publicUrl, '/') },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    }
    case 'event-changed':
      return {
        subject: `Alteração no evento «${mail.event.title}»`,
        blocks: [
          said`O evento «${mail.event.title}», em que tem inscrição, foi alterado. Passa a ser ${ours(eventSpanText(mail.event.date, mail.event.endDate))}.`,
          mail.event.onlineUrl ? said`O evento é online: ${onlineLink(mail.event.onlineUrl)}` : said`Local: ${mail.event.location}.`,
          { label: 'Ver o evento', href: portalUrl(publicUrl, `/eventos/${mail.event.id}`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'event-cancelled':
      return {
        subject: `Evento cancelado: «${mail.event.title}»`,
        blocks: [
          said`O evento «${mail.event.title}», marcado para ${ours(eventDateText(mail.event.date))}, foi cancelado.`,
          said`Motivo: ${mail.event.reason}`,
          { label: 'Ver o evento', href: portalUrl(publicUrl, `/eventos/${mail.event.id}`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    case 'event-registration-news': {
      const when = ours(eventDateText(mail.event.date));
      const { title } = mail.event;
      const [subject, what] =
        mail.change === 'registered'
          ? [`Nova inscrição em «${title}»`, said`${mail.member} inscreveu-se no seu evento «${title}» (${when}).`]
          : mail.change === 'cancelled'
            ? [`Inscrição cancelada em «${title}»`, said`${mail.member} cancelou a inscrição no seu evento «${title}» (${when}).`]
            : [`Lugar atribuído da lista de espera em «${title}»`, said`${mail.member}, que estava na lista de espera, ficou com um lugar no seu evento «${title}» (${when}).`];
      return {
        subject,
        blocks: [
          what,
          ...(mail.promoted ? [said`O lugar passou para ${mail.promoted}, que estava na lista de espera.`] : []),
          placesText(mail.places),
          { label: 'Ver o evento', href: portalUrl(publicUrl, `/eventos/${mail.event.id}`) },
        ],
        unsubscribe: portalUrl(publicUrl, '/cancelar-subscricao', { token: mail.unsubscribeToken }),
      };
    }
    case 'event-reminder':
      return {
        subject: `Amanhã: ${mail.event.title}`,
        blocks: [
          said`Lembramos que amanhã, ${ours(eventDateText(mail.event.date))}, tem lugar o evento «${mail.event.title}», em que tem inscrição.`,
          mail.event.onlineUrl ? said`O evento é online: ${onlineLink(mail.event.onlineUrl)}` : said`Local: ${mail.event.location}.`,
          { label: 'Ver o evento', href: portalUrl(publicUrl, `/eventos/${mail.event.id}`) },
        ],
      };
  }
}
