import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brazilianForms } from '../brazilian-forms.mjs';
import worker from '../../worker/index';
import { LOGIN_THROTTLE } from '../../worker/routes/auth';
import { buildMail, type MailRequest, type OutgoingMail } from '../../worker/services/mail/messages';
import { deliverMail } from '../../worker/services/mail/outbox';
import { GOOD_PASSWORD, registerMember } from './account-helpers';
import { Client, env, uniqueName } from './helpers';
import { watchMail } from './mail-helpers';

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
    expect(brazilianForms(`${mail.subject}\n${mail.text}`)).toEqual([]);
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

const outgoing = (kind: OutgoingMail['kind'] = 'password-changed', to = TO): OutgoingMail => buildMail({ kind, to, name: 'Ana Sousa' } as MailRequest, PUBLIC_URL);

/** A batch of messages as the queue would deliver them. */
const batchOf = (...bodies: unknown[]) =>
  createMessageBatch<unknown>('rede-to-mail', bodies.map((body, index) => ({ id: `mensagem-${index}`, timestamp: new Date(), attempts: 1, body })));

describe('deliverMail, the queue consumer', () => {
  it('sends every message through the real EMAIL binding and acks each one', async () => {
    const batch = batchOf(outgoing('password-changed', 'ana@example.pt'), outgoing('email-changed', 'rui@example.pt'));
    const ctx = createExecutionContext();
    await worker.queue!(batch, env);
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
    await deliverMail(batch, { ...env, EMAIL: { send } as unknown as SendEmail });
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
    await deliverMail(batch, { ...env, EMAIL: { send } as unknown as SendEmail });
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
    await deliverMail(batch, { ...env, EMAIL: { send } as unknown as SendEmail });
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
