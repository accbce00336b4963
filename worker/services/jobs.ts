import type { ContentKind } from '../db/queries/content';
import { notifyFollowers } from '../db/queries/follows';
import type { Bindings } from '../env';
import { sendWeeklyDigests } from './weekly-digest';

// Work a request hands over instead of doing it: put on MAIL_QUEUE beside the e-mails (one queue,
// one consumer: worker/index.ts), so that telling many members never lengthens a request
// (DECISIONS.md section 8). A job is `{ job, … }`; an e-mail is an `OutgoingMail`.

export type Job =
  | { job: 'followed-content'; kind: ContentKind; itemId: number }
  /** The Monday digests of these members, of the week before `until` (ms). */
  | { job: 'weekly-digest'; memberIds: number[]; until: number };

export function isJob(body: unknown): body is Job {
  if (typeof body !== 'object' || body === null) return false;
  const job = body as Record<string, unknown>;
  if (job.job === 'followed-content') return Number.isInteger(job.itemId);
  if (job.job === 'weekly-digest') return Array.isArray(job.memberIds) && job.memberIds.every(Number.isInteger) && Number.isInteger(job.until);
  return false;
}

/** Queues a job (the request does not wait for it to run). */
export async function queueJob(env: Pick<Bindings, 'MAIL_QUEUE'>, job: Job): Promise<void> {
  await env.MAIL_QUEUE.send(job, { contentType: 'json' });
}

/** Runs one job; a failure is retried by the queue. */
export async function runJob(env: Pick<Bindings, 'DB' | 'QUIET_LOGS' | 'MAIL_QUEUE' | 'PUBLIC_URL'>, job: Job): Promise<void> {
  switch (job.job) {
    case 'followed-content': {
      const told = await notifyFollowers(env.DB, job.kind === 'protocol' ? 'protocol' : 'article', job.itemId);
      if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'followed-content', told }));
      return;
    }
    case 'weekly-digest': {
      const sent = await sendWeeklyDigests(env, job.memberIds, job.until);
      if (env.QUIET_LOGS !== '1') console.log(JSON.stringify({ level: 'info', task: 'weekly-digest', sent }));
    }
  }
}
