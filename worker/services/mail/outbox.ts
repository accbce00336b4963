// The one place that sends e-mail. A request puts the built message on MAIL_QUEUE and never waits
// for delivery; the queue consumer (`deliverMail`, the Worker's `queue` handler) sends each
// message through Cloudflare Email Service. A failed send is retried by the queue (max_retries in
// wrangler.toml, with a growing delay), then lands in the dead-letter queue (docs/OPERATIONS.md).
import { getMailRecipient } from '../../db/queries/users';
import type { Scope } from '../../runtime/scope';
import { buildMail, type MailRequest, type OutgoingMail } from './messages';

type MailEnv = Pick<Scope, 'queue' | 'config'>;

/** Builds the message and queues it. */
export async function queueMail(scope: MailEnv, mail: MailRequest): Promise<void> {
  await queueBuiltMail(scope, buildMail(mail, scope.config.publicUrl));
}

/** Queues one message already built. */
export async function queueBuiltMail(scope: Pick<Scope, 'queue'>, mail: OutgoingMail): Promise<void> {
  await scope.queue.send(mail);
}

/** Messages per `sendBatch` (the queue takes at most 100 a call). */
const QUEUE_BATCH = 100;

/** Queues messages already built (many members' news), `QUEUE_BATCH` to a call. */
export async function queueMails(scope: Pick<Scope, 'queue'>, mails: OutgoingMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += QUEUE_BATCH) {
    await scope.queue.sendBatch(mails.slice(start, start + QUEUE_BATCH));
  }
}

/** A notice that needs only the member's address and name. */
type NoticeKind = Extract<MailRequest, { kind: 'password-changed' | 'login-failures' | 'email-changed' }>['kind'];

/** Queues a notice to a member at their current address (nothing when the member no longer exists). */
export async function queueNotice(scope: MailEnv & Pick<Scope, 'db'>, userId: number, kind: NoticeKind): Promise<void> {
  const member = await getMailRecipient(scope.db.read, userId);
  if (member) await queueMail(scope, { kind, to: member.email, name: member.fullName });
}
