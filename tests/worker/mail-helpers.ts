import { vi } from 'vitest';
import type { OutgoingMail } from '../../worker/services/mail/messages';
import { isJob, type Job } from '../../worker/services/job-queue';
import { runJob } from '../../worker/services/jobs';
import { backgroundScope } from '../../worker/runtime/scope';
import { env } from './helpers';

/**
 * Watches what requests put on MAIL_QUEUE (the Worker gets this same binding object). Answers the
 * messages queued since, and the raw token of the latest link sent to an address.
 */
export function watchMail() {
  const send = vi.spyOn(env.MAIL_QUEUE, 'send');
  // E-mails only: the same queue carries jobs (worker/services/jobs.ts), which have no `to`.
  const all = () => send.mock.calls.map((call) => call[0] as OutgoingMail).filter((body) => typeof body === 'object' && body !== null && 'to' in body);
  return {
    all,
    to: (address: string) => all().filter((mail) => mail.to === address),
    clear: () => send.mockClear(),
    restore: () => send.mockRestore(),
  };
}

/** The absolute link in a message's text part that starts with PUBLIC_URL + `path`. */
export function linkIn(mail: OutgoingMail, path: string): URL {
  const found = mail.text.match(new RegExp(`${env.PUBLIC_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${path}\\S*`));
  if (!found) throw new Error(`no link to ${path} in: ${mail.text}`);
  return new URL(found[0]);
}

/** The token of the link to `path` in a message. */
export const tokenIn = (mail: OutgoingMail, path: string) => linkIn(mail, path).searchParams.get('token')!;

/** The stored hashes of every e-mailed link in D1, with their whole rows as text (to look for a raw token). */
export async function emailTokenRowsText(): Promise<string> {
  const { results } = await env.DB.prepare('SELECT * FROM email_tokens').all();
  return JSON.stringify(results);
}

/**
 * Runs the jobs of kind `job` that the requests in `act` queued, as the queue's consumer does, and
 * answers the e-mails those jobs queued.
 */
export async function runQueuedJobs(job: Job['job'], act: () => Promise<unknown>): Promise<OutgoingMail[]> {
  const send = vi.spyOn(env.MAIL_QUEUE, 'send');
  const sendBatch = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
  try {
    await act();
    const jobs = send.mock.calls.map((call) => call[0]).filter(isJob);
    for (const queued of jobs.filter((candidate) => candidate.job === job)) await runJob(backgroundScope(env), queued);
    return sendBatch.mock.calls.flatMap((call) => [...call[0]].map((message) => message.body as OutgoingMail));
  } finally {
    send.mockRestore();
    sendBatch.mockRestore();
  }
}
