// The one place that sends e-mail. A request puts the built message on MAIL_QUEUE and never waits
// for delivery; the queue consumer (`deliverMail`, the Worker's `queue` handler) sends each
// message through Cloudflare Email Service. A failed send is retried by the queue (max_retries in
// wrangler.toml, with a growing delay), then lands in the dead-letter queue (docs/OPERATIONS.md).
import { getMailRecipient } from '../../db/queries/users';
import type { Bindings } from '../../env';
import { buildMail, type MailRequest, type OutgoingMail } from './messages';

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
