// The one place that sends e-mail. A request puts the built message on MAIL_QUEUE and never waits
// for delivery; the queue consumer (`deliverMail`, the Worker's `queue` handler) sends each
// message through Cloudflare Email Service. A failed send is retried by the queue (max_retries in
// wrangler.toml, with a growing delay), then lands in the dead-letter queue (docs/OPERATIONS.md).
import { getMailRecipient } from '../../db/queries/users';
import type { Bindings } from '../../env';
import { isJob, runJob } from '../jobs';
import { buildMail, oneLine, PORTAL_NAME, type MailRequest, type OutgoingMail } from './messages';

type MailEnv = Pick<Bindings, 'MAIL_QUEUE' | 'PUBLIC_URL'>;

/** Builds the message and queues it. */
export async function queueMail(env: MailEnv, mail: MailRequest): Promise<void> {
  await queueBuiltMail(env, buildMail(mail, env.PUBLIC_URL));
}

/** Queues one message already built. */
export async function queueBuiltMail(env: Pick<Bindings, 'MAIL_QUEUE'>, mail: OutgoingMail): Promise<void> {
  await env.MAIL_QUEUE.send(mail, { contentType: 'json' });
}

/** Messages per `sendBatch` (the queue takes at most 100 a call). */
const QUEUE_BATCH = 100;

/** Queues messages already built (many members' news), `QUEUE_BATCH` to a call. */
export async function queueMails(env: Pick<Bindings, 'MAIL_QUEUE'>, mails: OutgoingMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += QUEUE_BATCH) {
    await env.MAIL_QUEUE.sendBatch(mails.slice(start, start + QUEUE_BATCH).map((body) => ({ body, contentType: 'json' as const })));
  }
}

/** A notice that needs only the member's address and name. */
type NoticeKind = Extract<MailRequest, { kind: 'password-changed' | 'login-failures' | 'email-changed' }>['kind'];

/** Queues a notice to a member at their current address (nothing when the member no longer exists). */
export async function queueNotice(env: MailEnv & Pick<Bindings, 'DB'>, userId: number, kind: NoticeKind): Promise<void> {
  const member = await getMailRecipient(env.DB, userId);
  if (member) await queueMail(env, { kind, to: member.email, name: member.fullName });
}

/** One plain address: never a display name, a second address or a line break that could start a header. */
const isPlainAddress = (to: string) => /^[^\s<>,;"]+@[^\s<>,;"]+$/.test(to);

const isOutgoingMail = (value: unknown): value is OutgoingMail => {
  if (value === null || typeof value !== 'object') return false;
  const mail = value as Record<string, unknown>;
  return ['kind', 'to', 'subject', 'text', 'html'].every((key) => typeof mail[key] === 'string') && isPlainAddress(mail.to as string);
};

/** Seconds before the queue delivers a failed message again: 30 s, 1 min, 2 min, 4 min, 8 min. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 15 * 60);

/** The queue consumer: sends each message; a failure is retried later, a malformed message dropped. */
export async function deliverMail(batch: MessageBatch<unknown>, env: Pick<Bindings, 'EMAIL' | 'MAIL_FROM' | 'QUIET_LOGS' | 'DB' | 'MAIL_QUEUE' | 'PUBLIC_URL'>): Promise<void> {
  for (const message of batch.messages) {
    const mail = message.body;
    // The same queue carries jobs (services/jobs.ts): run them, retried on failure like e-mails.
    if (isJob(mail)) {
      try {
        await runJob(env, mail);
        message.ack();
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', task: mail.job, attempts: message.attempts, error: String(error) }));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
      continue;
    }
    if (!isOutgoingMail(mail)) {
      console.error(JSON.stringify({ level: 'error', task: 'mail', error: 'malformed message dropped', id: message.id }));
      message.ack();
      continue;
    }
    try {
      await env.EMAIL.send({
        from: { name: PORTAL_NAME, email: env.MAIL_FROM },
        to: mail.to,
        // Folded again here: a message queued before the composer folded it may still be waiting.
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      message.ack();
      // The address and the body (which holds single-use links) are never logged.
      if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'mail', kind: mail.kind, sent: true }));
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', task: 'mail', kind: mail.kind, attempts: message.attempts, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
