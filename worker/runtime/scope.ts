import type { Bindings } from '../env';
import { claimedReads } from './claim-guard';
import { countStatements } from './counting';
import { encryptPushPayload, importVapidKey, vapidAuthorization, type VapidKey } from '../lib/push-crypto';
import type { Config, Database, FileStore, JobQueue, Mailer, PdfTextQueue, PushSender, SessionStore } from './ports';
import { withSimulatedNetwork } from './simulated-network';
import { Viewer } from './viewer';

/*
 * One scope per request (docs/rules/platform.md, "One request, one scope"): built at the entry
 * (worker/runtime/answer.ts), given to the API through one Hono variable (`c.var.scope`) and to the
 * page render, which shares it across the API calls it makes. Routes, services and queries take
 * what they need from it and never read a binding: this folder is the only one that does.
 */

/** What the request cost D1: statements sent and sequential round trips (tests and `npm run bench`). */
interface Stats {
  statements(): number;
  roundTrips(): number;
}

export interface Scope {
  /** The request's id (Cloudflare's ray id, or a UUID): its log line and `X-Request-Id`. */
  readonly requestId: string;
  readonly config: Config;
  /** Who is asking: a visitor, a member claimed by the cookie, or one KV confirmed. */
  readonly viewer: Viewer;
  readonly db: Database;
  readonly sessions: SessionStore;
  readonly files: FileStore;
  readonly queue: JobQueue;
  /** PDFs whose text the PDF text Worker is to read (docs/rules/pdf-text.md). */
  readonly pdfText: PdfTextQueue;
  readonly mail: Mailer;
  /** Web push to members' devices (the queue consumer's). */
  readonly push: PushSender;
  /** The built SPA (index.html, the route chunks' list). */
  readonly assets: Fetcher;
  readonly stats: Stats;
  /** Work that may finish after the answer (a renewal, a read left unread). */
  waitUntil(work: Promise<unknown>): void;
  /** What the API noted for the request's log line: the route it matched. */
  readonly trace: { route?: string };
}

/** What a request's scopes share, whoever they answer as: the bindings with this environment's decorators, the counters, the id. */
export interface Platform {
  readonly bindings: Bindings;
  readonly ctx: ExecutionContext;
  readonly requestId: string;
  readonly config: Config;
  readonly stats: Stats;
}

/** Cloudflare's ray id ("8f1b2c3d4e5f6789-LIS"): in production the edge sets it, so logs and dashboards share one id. */
const CF_RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

/** The CF-Ray header when it looks like one (a client can send anything when no edge is in front), else a fresh UUID. */
export function requestIdFor(cfRay: string | null | undefined): string {
  return cfRay && CF_RAY.test(cfRay) ? cfRay : crypto.randomUUID();
}

/**
 * The bindings of one request, decorated here and nowhere else: the simulated network of
 * `npm run bench:latency` (local only), then the statement and round-trip counters.
 */
export function openPlatform(bindings: Bindings, ctx: ExecutionContext, requestId: string): Platform {
  const network = withSimulatedNetwork(bindings);
  const counted = countStatements(network.DB);
  return {
    bindings: { ...network, DB: counted.d1 },
    ctx,
    requestId,
    config: {
      environment: bindings.ENVIRONMENT,
      publicUrl: bindings.PUBLIC_URL,
      mailFrom: bindings.MAIL_FROM,
      quietLogs: bindings.QUIET_LOGS === '1',
    },
    stats: { statements: counted.count, roundTrips: counted.roundTrips },
  };
}

/** The scope answering as `viewer`: every port that writes waits for it (`Viewer.settled`). */
export function scopeFor(platform: Platform, viewer: Viewer): Scope {
  const { DB, SESSIONS, FILES, MAIL_QUEUE, PDF_TEXT_QUEUE, EMAIL, ASSETS } = platform.bindings;
  const afterViewer = async <T>(write: () => Promise<T>): Promise<T> => {
    await viewer.settled();
    return write();
  };
  const reads = viewer.isClaim ? claimedReads(DB, viewer) : DB;
  return {
    requestId: platform.requestId,
    config: platform.config,
    viewer,
    db: { read: reads, write: () => afterViewer(async () => DB) },
    sessions: {
      get: (key) => SESSIONS.get(key, 'json'),
      put: (key, value, ttlSeconds) => afterViewer(() => SESSIONS.put(key, value, { expirationTtl: ttlSeconds })),
      delete: (key) => afterViewer(() => SESSIONS.delete(key)),
    },
    files: {
      get: (key, range) => FILES.get(key, range ? { range } : undefined),
      head: (key) => FILES.head(key),
      put: (key, bytes, contentType) => afterViewer(async () => void (await FILES.put(key, bytes, { httpMetadata: { contentType } }))),
      delete: (keys) => afterViewer(() => FILES.delete(keys)),
    },
    queue: {
      send: (body) => afterViewer(async () => void (await MAIL_QUEUE.send(body, { contentType: 'json' }))),
      sendBatch: (bodies) => afterViewer(async () => void (await MAIL_QUEUE.sendBatch(bodies.map((body) => ({ body, contentType: 'json' as const }))))),
    },
    pdfText: { send: (job) => afterViewer(async () => void (await PDF_TEXT_QUEUE.send(job, { contentType: 'json' }))) },
    mail: { send: (message) => afterViewer(async () => void (await EMAIL.send(message))) },
    push: pushSender(platform.bindings.VAPID_PRIVATE_KEY, platform.config.mailFrom, afterViewer),
    assets: ASSETS,
    stats: platform.stats,
    waitUntil: (work) => platform.ctx.waitUntil(work),
    trace: {},
  };
}

/** The VAPID key of each secret, imported once per isolate. */
const vapidKeys = new Map<string, Promise<VapidKey | null>>();
const vapidKeyOf = (secret: string | undefined): Promise<VapidKey | null> => {
  if (!secret) return Promise.resolve(null);
  let key = vapidKeys.get(secret);
  if (!key) vapidKeys.set(secret, (key = importVapidKey(secret)));
  return key;
};

/**
 * The push port: each message encrypted for its device (RFC 8291) and signed for its push service
 * (RFC 8292, the contact being the portal's sender address), then posted to the stored endpoint.
 */
function pushSender(secret: string | undefined, mailFrom: string, afterViewer: <T>(write: () => Promise<T>) => Promise<T>): PushSender {
  return {
    publicKey: async () => (await vapidKeyOf(secret))?.publicKey ?? null,
    send: (target, payload, options) =>
      afterViewer(async () => {
        const vapid = await vapidKeyOf(secret);
        if (!vapid) throw new Error('VAPID_PRIVATE_KEY is not set');
        const body = await encryptPushPayload(new TextEncoder().encode(payload), target);
        const headers: Record<string, string> = {
          Authorization: await vapidAuthorization(vapid, target.endpoint, `mailto:${mailFrom}`),
          'Content-Encoding': 'aes128gcm',
          'Content-Type': 'application/octet-stream',
          TTL: String(options.ttlSeconds),
          Urgency: options.urgency,
          ...(options.topic ? { Topic: options.topic } : {}),
        };
        const answer = await fetch(target.endpoint, { method: 'POST', headers, body, redirect: 'manual' });
        // The body is never read: only the status counts, and the connection is freed.
        await answer.body?.cancel();
        return answer.status;
      }),
  };
}

/** A scope with no request: the queue consumer's and the crons' (and the tests' calls of them). No viewer, nothing to wait for. */
export function backgroundScope(bindings: Bindings, ctx?: ExecutionContext): Scope {
  // Without a context (a test's call), work handed over still runs; its failure is logged.
  const background =
    ctx ??
    ({
      waitUntil: (work: Promise<unknown>) => void work.catch((error: unknown) => console.error(JSON.stringify({ level: 'error', error: String(error) }))),
      passThroughOnException: () => {},
    } as unknown as ExecutionContext);
  return scopeFor(openPlatform(bindings, background, crypto.randomUUID()), Viewer.visitor());
}
