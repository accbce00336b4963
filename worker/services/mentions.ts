import { mentionedUsernames } from '#contract/mentions';
import type { MentionPlace } from '../db/queries/mentions';
import type { Scope } from '../runtime/scope';
import { queueJob } from './job-queue';

/**
 * After a text is written or edited: when it mentions anyone, the queue's consumer tells them
 * (docs/rules/mentions.md), so the request never waits for whom to tell. Who is told, and that
 * nobody is told twice of one text, is decided there, from the text as it then reads.
 */
export async function tellMentioned(scope: Pick<Scope, 'queue'>, text: string, place: MentionPlace): Promise<void> {
  if (mentionedUsernames(text).length > 0) await queueJob(scope, { job: 'mentions', place });
}
