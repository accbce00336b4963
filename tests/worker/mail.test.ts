import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brazilianForms } from '../brazilian-forms.mjs';
import worker from '../../worker/index';
import { LOGIN_THROTTLE } from '../../worker/routes/auth';
import { buildMail, type MailRequest, type OutgoingMail } from '../../worker/services/mail/messages';
import { deliverMail } from '../../worker/queue';
import { GOOD_PASSWORD, registerMember } from './account-helpers';
import { Client, env, uniqueName } from './helpers';
import { watchMail } from './mail-helpers';
import { backgroundScope } from '../../worker/runtime/scope';

const PUBLIC_URL = 'http://localhost:8787';
const NAME = '<b>Ana & "Rui"</b>';
const TOKEN = 'T'.repeat(43);
const TO = 'ana@example.pt';

/** Every kind of message, with the link each must carry (null: only the portal's address). */
const EVERY_KIND: { request: MailRequest; subject: string; link: string | null }[] = [
  { request: { kind: 'email-verification', to: TO, name: NAME, token: TOKEN }, subject: 'Confirme o seu e-mail na Rede TO', link: `${PUBLIC_URL}/confirmar-email?token=${TOKEN}` },
  { request: { kind: 'password-reset', to: TO, name: NAME, token: TOKEN }, subject: 'Repor a palavra-passe na Rede TO', link: `${PUBLIC_URL}/repor-palavra-passe?token=${TOKEN}` },
  {
    request: { kind: 'email-change-confirmation', to: TO, name: NAME, token: TOKEN },
    subject: 'Confirme o seu novo e-mail na Rede TO',
    link: `${PUBLIC_URL}/confirmar-email?token=${TOKEN}&alteracao=1`,
  },
  { request: { kind: 'email-change-notice', to: TO, name: NAME, newEmail: 'novo@example.pt' }, subject: 'Pedido de alteração do e-mail na Rede TO', link: `${PUBLIC_URL}/definicoes` },
  {
    request: { kind: 'email-change-taken', to: TO, name: NAME },
    subject: 'Pedido para usar o seu e-mail noutra conta da Rede TO',
    link: `${PUBLIC_URL}/recuperar-palavra-passe`,
  },
  { request: { kind: 'email-changed', to: TO, name: NAME }, subject: 'O e-mail da sua conta na Rede TO foi alterado', link: `${PUBLIC_URL}/definicoes` },
  { request: { kind: 'password-changed', to: TO, name: NAME }, subject: 'A sua palavra-passe na Rede TO foi alterada', link: `${PUBLIC_URL}/recuperar-palavra-passe` },
  { request: { kind: 'login-failures', to: TO, name: NAME }, subject: 'Tentativas de início de sessão na sua conta da Rede TO', link: `${PUBLIC_URL}/recuperar-palavra-passe` },
  { request: { kind: 'account-deleted', to: TO, name: NAME }, subject: 'A sua conta na Rede TO foi eliminada', link: null },
  { request: { kind: 'account-suspended', to: TO, name: NAME, reason: 'Publicidade repetida.' }, subject: 'A sua conta na Rede TO foi suspensa', link: `${PUBLIC_URL}/contact` },
  { request: { kind: 'account-unsuspended', to: TO, name: NAME, reason: 'Revisto.' }, subject: 'A sua conta na Rede TO foi reativada', link: `${PUBLIC_URL}/login` },
];

describe('buildMail', () => {
  it.each(EVERY_KIND)('builds $request.kind: subject, text part with the absolute link, escaped HTML, pt-PT', ({ request, subject, link }) => {
    const mail = buildMail(request, PUBLIC_URL);
    expect(mail).toMatchObject({ kind: request.kind, to: TO, subject });
    expect(mail.text).toContain(`Olá, ${NAME}.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/`);
    if (link) expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain('<html lang="pt-PT">');
    expect(mail.html).toContain('Olá, &lt;b&gt;Ana &amp; &quot;Rui&quot;&lt;/b&gt;.');
    expect(mail.html).not.toContain(NAME);
    if (link) expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    // The portal's words, not the member's name (whose quotation marks are theirs).
    expect(brazilianForms(`${mail.subject}\n${mail.text}`.replaceAll(NAME, ''))).toEqual([]);
  });

  it('puts the new address in the notice to the old one, and no link that could change it', () => {
    const mail = buildMail({ kind: 'email-change-notice', to: TO, name: 'Ana', newEmail: 'novo@example.pt' }, PUBLIC_URL);
    expect(mail.text).toContain('novo@example.pt');
    expect(mail.text).not.toMatch(/token=/);
  });

  it('builds links from any PUBLIC_URL, with or without a trailing slash', () => {
    for (const base of ['https://rede-to.pt', 'https://rede-to.pt/']) {
      const mail = buildMail({ kind: 'password-reset', to: TO, name: 'Ana', token: TOKEN }, base);
      expect(mail.text).toContain(`https://rede-to.pt/repor-palavra-passe?token=${TOKEN}`);
    }
  });
});

describe("members' text in a message", () => {
  // What a hostile member could write where a title, a name, a place or a reason goes.
  const TITLE = 'Título\r\nBcc: vitima@example.pt\n\nTexto novo';
  const NAME_WITH_LINK = 'Ana\r\nFrom: suporte@falso.example\u2028Entre em https://falso.example/entrar';
  const REASON = 'Um motivo\r\n\r\nVisite www.falso.example';
  const event = { id: 7, title: TITLE, date: '2030-05-04T09:00:00.000Z' };
  const item = { kind: 'article' as const, id: 3, title: TITLE };
  const comment = { author: NAME_WITH_LINK, text: 'Obrigada.\r\nVeja falso.example\n\nBcc: vitima@example.pt' };
  const UNSUBSCRIBE = 'U'.repeat(43);
  const HOSTILE: MailRequest[] = [
    ...EVERY_KIND.map(({ request }) => ({ ...request, name: NAME_WITH_LINK }) as MailRequest),
    { kind: 'email-change-notice', to: TO, name: NAME_WITH_LINK, newEmail: 'novo@falso.example' },
    { kind: 'account-suspended', to: TO, name: NAME_WITH_LINK, reason: REASON },
    { kind: 'event-place-freed', to: TO, name: NAME_WITH_LINK, event },
    { kind: 'event-reminder', to: TO, name: NAME_WITH_LINK, event: { ...event, location: REASON, onlineUrl: null } },
    { kind: 'event-changed', to: TO, name: NAME_WITH_LINK, event: { ...event, location: REASON, onlineUrl: null }, unsubscribeToken: UNSUBSCRIBE },
    { kind: 'event-cancelled', to: TO, name: NAME_WITH_LINK, event: { ...event, reason: REASON }, unsubscribeToken: UNSUBSCRIBE },
    { kind: 'comment-notice', to: TO, name: NAME_WITH_LINK, item, comments: [comment], count: 1, unsubscribeToken: UNSUBSCRIBE },
    { kind: 'comment-notice', to: TO, name: NAME_WITH_LINK, item, comments: [comment, comment, comment], count: 4, unsubscribeToken: UNSUBSCRIBE },
    { kind: 'followed-content-notice', to: TO, name: NAME_WITH_LINK, actor: NAME_WITH_LINK, item, unsubscribeToken: UNSUBSCRIBE },
    { kind: 'weekly-digest', to: TO, name: NAME_WITH_LINK, items: [item, item], events: [event], registrations: [{ ...event, registered: 2 }], unsubscribeToken: UNSUBSCRIBE },
  ];

  it.each(HOSTILE)('$kind: no line break in the subject, none of theirs in the text, no link of theirs in the HTML', (request) => {
    const mail = buildMail(request, PUBLIC_URL);
    expect(mail.subject).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    expect(mail.to).toBe(TO);
    for (const value of Object.values(mail.headers ?? {})) expect(value).not.toMatch(/[\r\n]/);
    // Their text stays on its line: nothing they wrote starts a line of its own.
    expect(mail.text).not.toMatch(/^(Bcc|From|Entre em|Texto novo|Visite|Veja)\b/m);
    expect(mail.text).not.toMatch(/[\u0085\u2028\u2029]/);
    expect(mail.text).toContain('Olá, Ana From: suporte@falso.example Entre em https://falso.example/entrar.');
    // In HTML it is escaped, and no address in it can become a link.
    expect(mail.html).not.toMatch(/falso\.example|suporte@falso|https:\/\/falso|www\.falso/);
    expect(mail.html).not.toMatch(/[\u2028\u2029]/);
    expect(mail.html).toContain('Olá, Ana From:\u200b suporte@\u200bfalso.\u200bexample Entre em https:\u200b//falso.\u200bexample/entrar.');
    // The portal's words, not the member's name (whose quotation marks are theirs).
    expect(brazilianForms(`${mail.subject}\n${mail.text}`.replaceAll(NAME, ''))).toEqual([]);
  });

  it('folds a title with line breaks into a one-line subject', () => {
    const mail = buildMail({ kind: 'comment-notice', to: TO, name: 'Ana', item, comments: [comment], count: 1, unsubscribeToken: UNSUBSCRIBE }, PUBLIC_URL);
    expect(mail.subject).toBe('Novo comentário em «Título Bcc: vitima@example.pt Texto novo»');
  });

  it("keeps an event's online link a link for its registrants, on one line", () => {
    const mail = buildMail({ kind: 'event-reminder', to: TO, name: 'Ana', event: { ...event, location: 'Lisboa', onlineUrl: 'https://sala.example/encontro\r\nBcc: x' } }, PUBLIC_URL);
    expect(mail.text).toContain('O evento é online: https://sala.example/encontro Bcc: x');
    expect(mail.html).toContain('O evento é online: https://sala.example/encontro Bcc: x');
  });

  it('hands the sender only one-line headers: the portal as sender, the plain address, the folded subject', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const batch = batchOf(...HOSTILE.map((request) => buildMail(request, PUBLIC_URL)));
    await deliverMail(batch, backgroundScope({ ...env, EMAIL: { send } as unknown as SendEmail }));
    expect(send).toHaveBeenCalledTimes(HOSTILE.length);
    for (const [sent] of send.mock.calls as unknown as [{ from: { name: string; email: string }; to: string; subject: string; headers?: Record<string, string> }][]) {
      expect(sent.from).toEqual({ name: 'Rede TO', email: env.MAIL_FROM });
      expect(sent.to).toBe(TO);
      for (const header of [sent.subject, ...Object.values(sent.headers ?? {})]) expect(header).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    }
  });

  it('folds the subject of a message queued before the composer did, and drops one whose recipient is not one plain address', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const older = { ...outgoing('password-changed'), subject: 'Assunto\r\nBcc: vitima@example.pt' };
    const batch = batchOf(older, { ...outgoing('password-changed'), to: 'ana@example.pt\r\nBcc: vitima@example.pt' }, { ...outgoing('password-changed'), to: 'Ana <ana@example.pt>' });
    const ctx = createExecutionContext();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await deliverMail(batch, backgroundScope({ ...env, EMAIL: { send } as unknown as SendEmail }));
    quiet.mockRestore();
    const result = await getQueueResult(batch, ctx);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: TO, subject: 'Assunto Bcc: vitima@example.pt' }));
    expect(result.explicitAcks.sort()).toEqual(['mensagem-0', 'mensagem-1', 'mensagem-2']);
  });
});

const outgoing = (kind: OutgoingMail['kind'] = 'password-changed', to = TO): OutgoingMail => buildMail({ kind, to, name: 'Ana Sousa' } as MailRequest, PUBLIC_URL);

/** A batch of messages as the queue would deliver them. */
const batchOf = (...bodies: unknown[]) =>
  createMessageBatch<unknown>(
    'rede-to-mail',
    bodies.map((body, index) => ({ id: `mensagem-${index}`, timestamp: new Date(), attempts: 1, body })),
  );

describe('deliverMail, the queue consumer', () => {
  it('sends every message through the real EMAIL binding and acks each one', async () => {
    const batch = batchOf(outgoing('password-changed', 'ana@example.pt'), outgoing('email-changed', 'rui@example.pt'));
    const ctx = createExecutionContext();
    await worker.queue!(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.outcome).toBe('ok');
    expect(result.explicitAcks.sort()).toEqual(['mensagem-0', 'mensagem-1']);
    expect(result.retryMessages).toEqual([]);
  });

  it('hands the binding exactly the sender, recipient, subject and both parts', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const message = outgoing('login-failures');
    const batch = batchOf(message);
    const ctx = createExecutionContext();
    await deliverMail(batch, backgroundScope({ ...env, EMAIL: { send } as unknown as SendEmail }));
    const result = await getQueueResult(batch, ctx);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ from: { name: 'Rede TO', email: env.MAIL_FROM }, to: TO, subject: message.subject, text: message.text, html: message.html });
    expect(result.explicitAcks).toEqual(['mensagem-0']);
  });

  it('retries a message the binding fails to send, and acks the others', async () => {
    const send = vi.fn(async (mail: { to: string }) => {
      if (mail.to === 'falha@example.pt') throw new Error('serviço indisponível');
      return { messageId: 'x' };
    });
    const batch = batchOf(outgoing('password-changed', 'falha@example.pt'), outgoing('password-changed', 'ok@example.pt'));
    const ctx = createExecutionContext();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await deliverMail(batch, backgroundScope({ ...env, EMAIL: { send } as unknown as SendEmail }));
    quiet.mockRestore();
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages.map((retried) => retried.msgId)).toEqual(['mensagem-0']);
    expect(result.explicitAcks).toEqual(['mensagem-1']);
  });

  it('acks and drops a malformed message without sending it', async () => {
    const send = vi.fn(async () => ({ messageId: 'x' }));
    const batch = batchOf({ kind: 'password-changed', to: TO }, 'texto solto', null);
    const ctx = createExecutionContext();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await deliverMail(batch, backgroundScope({ ...env, EMAIL: { send } as unknown as SendEmail }));
    quiet.mockRestore();
    const result = await getQueueResult(batch, ctx);
    expect(send).not.toHaveBeenCalled();
    expect(result.explicitAcks.sort()).toEqual(['mensagem-0', 'mensagem-1', 'mensagem-2']);
    expect(result.retryMessages).toEqual([]);
  });
});

describe('the login-failures e-mail', () => {
  let mail: ReturnType<typeof watchMail>;
  beforeEach(() => {
    mail = watchMail();
  });
  afterEach(() => mail.restore());

  /** A wrong password for `username` from an address of its own (so no per-address limit is reached). */
  let addressCounter = 0;
  const fail = (username: string) => {
    addressCounter++;
    return new Client().post('/api/login', { username, password: 'Errada-Errada-2026' }, { 'CF-Connecting-IP': `203.0.113.${addressCounter}` });
  };

  it(`tells the member once, at the ${LOGIN_THROTTLE.underAttack}th failure within the hour`, async () => {
    const { user } = await registerMember();
    mail.clear();
    for (let i = 1; i < LOGIN_THROTTLE.underAttack; i++) expect((await fail(user.username)).status).toBe(401);
    expect(mail.all()).toEqual([]);
    expect((await fail(user.username.toUpperCase())).status).toBe(401);
    const sent = mail.all();
    expect(sent).toEqual([expect.objectContaining({ kind: 'login-failures', to: user.email })]);
    expect(sent[0]!.text).toContain(`${PUBLIC_URL}/recuperar-palavra-passe`);
    for (let i = 0; i < 3; i++) await fail(user.username);
    expect(mail.all()).toHaveLength(1);
  });

  it('sends nothing for a username that belongs to no member', async () => {
    const username = uniqueName('ninguem');
    for (let i = 0; i < LOGIN_THROTTLE.underAttack + 1; i++) expect((await fail(username)).status).toBe(401);
    expect(mail.all()).toEqual([]);
  });

  it('sends nothing for a successful login', async () => {
    const { user } = await registerMember();
    mail.clear();
    expect((await new Client().post('/api/login', { username: user.username, password: GOOD_PASSWORD }, { 'CF-Connecting-IP': '203.0.113.250' })).status).toBe(200);
    expect(mail.all()).toEqual([]);
  });
});
