import type { Scope } from './runtime/scope';
import { isJob } from './services/job-queue';
import { runJob } from './services/jobs';
import { oneLine, PORTAL_NAME, type OutgoingMail } from './services/mail/messages';

// The queue consumer of MAIL_QUEUE: the e-mails requests put on it (worker/services/mail/outbox.ts)
// and the jobs they hand over (worker/services/jobs.ts), one queue and one consumer.

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
export async function deliverMail(batch: MessageBatch<unknown>, scope: Pick<Scope, 'mail' | 'config' | 'db' | 'queue' | 'push'>): Promise<void> {
  for (const message of batch.messages) {
    const mail = message.body;
    // The same queue carries jobs (services/jobs.ts): run them, retried on failure like e-mails.
    if (isJob(mail)) {
      try {
        await runJob(scope, mail);
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
      await scope.mail.send({
        from: { name: PORTAL_NAME, email: scope.config.mailFrom },
        to: mail.to,
        // Folded again here: a message queued before the composer folded it may still be waiting.
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      message.ack();
      // The address and the body (which holds single-use links) are never logged.
      if (!scope.config.quietLogs) console.log(JSON.stringify({ level: 'info', task: 'mail', kind: mail.kind, sent: true }));
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', task: 'mail', kind: mail.kind, attempts: message.attempts, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
