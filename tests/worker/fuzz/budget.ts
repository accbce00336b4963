/**
 * The time a request may take, proportional to what it sends (docs/rules/hardening.md: no request
 * may cost more than a few milliseconds of CPU per kilobyte).
 *
 * Inside workerd the clocks (`Date.now()`, `performance.now()`) stand still while code runs and
 * move only across I/O, so a test cannot read the CPU time a request used. A request sent through
 * `exports.default.fetch` is I/O for the test, though: the time read after awaiting its answer
 * includes all the CPU the Worker spent on it, plus its waits on D1, KV and R2. That wall time is
 * an upper bound of the CPU time, which is what the budget bounds.
 *
 * - `baseMs`: an ordinary request answers in 5 to 10 ms on an idle machine; 400 ms leaves room for
 *   a loaded two-core CI machine (vitest, other workerd processes, the local D1's fsyncs) while
 *   staying far below what a super-linear parser costs: the old sanitiser took 2.5 s on a 48 KB tag.
 * - `perKbMs`: "a few milliseconds of CPU per kilobyte", counted on the request's body and URL.
 * - `perPasswordHashMs`: a password hash (scrypt at OWASP's minimum) costs about 200 ms here by
 *   design and does not grow with the body; registration and login hash once (an unknown
 *   username hashes a dummy password, the first time twice), a password change twice.
 */
const BUDGET = { baseMs: 400, perKbMs: 5, perPasswordHashMs: 1000 } as const;

/** The budget, in milliseconds, of a request of `bytes` (body and URL) that hashes `passwordHashes` passwords. */
export function budgetMs(bytes: number, passwordHashes = 0): number {
  return BUDGET.baseMs + (BUDGET.perKbMs * bytes) / 1024 + BUDGET.perPasswordHashMs * passwordHashes;
}

/** Runs `work` and answers its result with the milliseconds that passed across it. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; elapsedMs: number }> {
  const startedAt = performance.now();
  const value = await work();
  return { value, elapsedMs: performance.now() - startedAt };
}

/** UTF-8 length of a body as it is sent. */
export function byteLength(body: string | Uint8Array | undefined): number {
  if (body === undefined) return 0;
  return typeof body === 'string' ? new TextEncoder().encode(body).length : body.length;
}
