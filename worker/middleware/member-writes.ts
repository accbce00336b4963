import type { Context } from 'hono';
import { recordHitInWindow, takeBackHit } from '../db/queries/rate-limits';
import { getSessionStanding } from '../db/queries/users';
import type { AppEnv } from '../env';
import { tooManyRequests, unauthorized } from '../lib/errors';

import { isSessionCurrent } from '../services/sessions';
import { recordWriteHits, type WindowCount } from '../db/queries/new-account-limits';
import { UNCONFIRMED_DAILY_LIMITS, unconfirmedDailyKey, WRITE_LIMITS, writeLimitKey, type WriteKind } from '../services/write-limits';

/*
 * A member's write in at most two sequential D1 round trips (docs/rules/latency.md): the check
 * that the session still counts (worker/middleware/session.ts `requireMember`) travels with the
 * write's first step instead of before it, and the write itself is the second.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SESSION_ENDED = 'A sua sessão terminou. Inicie sessão novamente.';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Outcome<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * Runs `first` (reads, or a count that `undo` gives back) at the same time as the check that the
 * session still counts: one round trip for both (and, for a GET under a claim, the KV read that
 * confirms it: `Viewer.confirmed`). A session that no longer counts answers 401 whatever `first`
 * found, and nothing is written after it.
 */
export async function alongsideSessionCheck<T>(c: Context<AppEnv>, first: () => Promise<T>, undo?: (value: T) => Promise<void>): Promise<T> {
  const { viewer, db } = c.var.scope;
  const { memberId: userId, tokenHash } = viewer;
  if (tokenHash === null) throw unauthorized();
  const [standing, outcome, confirmed] = await Promise.all([getSessionStanding(db.read, userId, tokenHash), settle(first()), viewer.confirmed()]);
  if (!confirmed || !isSessionCurrent(standing, confirmed)) {
    if (outcome.ok && undo) await undo(outcome.value);
    viewer.become(null);
    throw unauthorized(SESSION_ENDED);
  }
  c.set('sessionConfirmed', true);
  c.set('standing', standing!);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * The hourly allowance of `kind` (WRITE_LIMITS, worker/services/write-limits.ts) for a route behind
 * `requireMember`, one atomic upsert so simultaneous requests never pass it together: the hit
 * is counted, and `check` (e.g. that the uploads named are the member's, or the item to change and
 * whether it is theirs) made, beside the session check; then `write`, given what `check` answered.
 * A refused check, an ended session or a write that does not happen (null, or a throw) gives its
 * count back, so only writes made use up the allowance. A member whose e-mail is unconfirmed also
 * has a daily allowance of items and comments (UNCONFIRMED_DAILY_LIMITS), counted in the same
 * batch as the hourly one and given back with it.
 *
 * Work that grows with the body (sanitising HTML) belongs in `write`: a request past its limit is
 * refused before it, and a refusal there gives the count back.
 */
export async function withinMemberWriteLimit<T, Checked = void>(c: Context<AppEnv>, kind: WriteKind, write: (checked: Checked) => Promise<T>, check?: () => Promise<Checked>): Promise<T> {
  const { perHour, message } = WRITE_LIMITS[kind];
  const daily = UNCONFIRMED_DAILY_LIMITS[kind];
  const userId = c.var.scope.viewer.memberId;
  const key = writeLimitKey(kind, userId);
  const dayKey = unconfirmedDailyKey(kind, userId);
  let dailyCounted = false;
  const giveBack = async () => {
    await Promise.all([takeBackHit(await c.var.scope.db.write(), key, HOUR_MS), dailyCounted ? takeBackHit(await c.var.scope.db.write(), dayKey, DAY_MS) : undefined]);
  };
  const count = async (): Promise<{ hourly: WindowCount; daily: WindowCount | null }> => {
    if (!daily) return { hourly: await recordHitInWindow(await c.var.scope.db.write(), key, HOUR_MS), daily: null };
    const counted = await recordWriteHits(await c.var.scope.db.write(), { key, windowMs: HOUR_MS }, { key: dayKey, windowMs: DAY_MS }, userId);
    dailyCounted = counted.daily !== null;
    return counted;
  };
  const countAndCheck = async () => {
    const [hit, checked] = await Promise.all([settle(count()), settle(check ? check() : Promise.resolve(undefined as Checked))]);
    if (!hit.ok) throw hit.error;
    if (!checked.ok) {
      await giveBack();
      throw checked.error;
    }
    return { ...hit.value, checked: checked.value };
  };
  const counted = await alongsideSessionCheck(c, countAndCheck, giveBack);
  const refuse = (endsAt: number, refusal: string) => {
    c.header('Retry-After', String(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000))));
    return tooManyRequests(refusal);
  };
  if (counted.hourly.count > perHour) {
    // Past the hourly limit the hour's count stays (as it always has); the day's is given back.
    if (dailyCounted) await takeBackHit(await c.var.scope.db.write(), dayKey, DAY_MS);
    throw refuse(counted.hourly.endsAt, message);
  }
  if (daily && counted.daily && counted.daily.count > daily.perDay) {
    await giveBack();
    throw refuse(counted.daily.endsAt, daily.message);
  }
  let written: T;
  try {
    written = await write(counted.checked);
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (written === null) await giveBack();
  return written;
}
