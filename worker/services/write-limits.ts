import type { Context } from 'hono';
import { recordHitInWindow, takeBackHit } from '../db/queries/rate-limits';
import type { AppEnv } from '../env';
import { tooManyRequests } from '../lib/errors';
import { currentUserId } from '../middleware/session';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What a member may write per hour (DECISIONS.md section 11): far above what a person writes, a
 * ceiling on what a script can fill the portal with. Each kind is one counter per member.
 */
export const WRITE_LIMITS = {
  /** Articles, protocols, events, opportunities and volunteering offers together. */
  item: { perHour: 30, message: 'Atingiu o limite de 30 publicações por hora. Aguarde e tente novamente mais tarde.' },
  comment: { perHour: 120, message: 'Atingiu o limite de 120 comentários por hora. Aguarde e tente novamente mais tarde.' },
  /** Likes and saved items together. */
  reaction: { perHour: 300, message: 'Atingiu o limite de 300 gostos e itens guardados por hora. Aguarde e tente novamente mais tarde.' },
} as const satisfies Record<string, { perHour: number; message: string }>;

export type WriteKind = keyof typeof WRITE_LIMITS;

export const writeLimitKey = (kind: WriteKind, userId: number) => `write:${kind}:user:${userId}`;

/**
 * Counts one write of `kind` by the signed-in member and then makes it with `write`; past the
 * hour's allowance answers 429 with Retry-After and writes nothing. The count is one atomic upsert,
 * so simultaneous requests never pass the limit together. Call it after the input is validated: a
 * write that then does not happen (`write` answers null, e.g. its article does not exist, or throws)
 * gives its count back, so only writes made use up the allowance.
 */
export async function withinWriteLimit<T>(c: Context<AppEnv>, kind: WriteKind, write: () => Promise<T>): Promise<T> {
  const { perHour, message } = WRITE_LIMITS[kind];
  const key = writeLimitKey(kind, currentUserId(c));
  const { count, endsAt } = await recordHitInWindow(c.env.DB, key, HOUR_MS);
  if (count > perHour) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000))));
    throw tooManyRequests(message);
  }
  let written: T;
  try {
    written = await write();
  } catch (error) {
    await takeBackHit(c.env.DB, key, HOUR_MS);
    throw error;
  }
  if (written === null) await takeBackHit(c.env.DB, key, HOUR_MS);
  return written;
}
