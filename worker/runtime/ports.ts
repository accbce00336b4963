import type { ReadOnlyD1 } from '../db/client';
import type { PdfTextJob } from '../db/queries/pdf-texts';

/*
 * What routes, services and queries may use of the platform: each binding behind a small port of
 * the request's scope (worker/runtime/scope.ts). Every port that writes waits for the viewer
 * (`Viewer.settled`): for a member only claimed by the cookie, until KV has confirmed the claim,
 * and not at all once KV has refused it. A binding added later becomes a port here, or the
 * exhaustive list of worker/runtime/bindings.ts stops the build.
 */

/** D1. Reads go at once; a write asks for the database (`write()`), which waits for the viewer. */
export interface Database {
  /** The database for this request's reads: no `run`, no `exec` (worker/db/client.ts `ReadOnlyD1`). */
  readonly read: ReadOnlyD1;
  /** The database for writes, once the viewer is settled (401 for a claim KV refused). */
  write(): Promise<D1Database>;
}

/** KV of sessions (`session:<token hash>`): JSON values with a lifetime. */
export interface SessionStore {
  /** The JSON stored at `key`, or null. */
  get(key: string): Promise<unknown>;
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** R2 of uploads. */
export interface FileStore {
  get(key: string, range?: R2Range): Promise<R2ObjectBody | null>;
  head(key: string): Promise<R2Object | null>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Up to 1,000 keys at once (R2's limit). */
  delete(keys: string | string[]): Promise<void>;
}

/** The queue of e-mails and jobs (MAIL_QUEUE), its messages as JSON. */
export interface JobQueue {
  send(body: unknown): Promise<void>;
  /** Up to 100 messages at once (the queue's limit). */
  sendBatch(bodies: unknown[]): Promise<void>;
}

/**
 * The queue of PDFs whose text is to be read (PDF_TEXT_QUEUE, docs/rules/pdf-text.md): its
 * consumer is the PDF text Worker (workers/pdf-text/), never this one.
 */
export interface PdfTextQueue {
  send(job: PdfTextJob): Promise<void>;
}

/** Cloudflare Email Service: the queue consumer's only way out. */
export interface Mailer {
  send(message: EmailMessageBuilder): Promise<void>;
}

/** A device's push subscription, as the sender needs it (docs/rules/push-and-offline.md). */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Web push (RFC 8291 and RFC 8292) with the VAPID key of the Worker secret `VAPID_PRIVATE_KEY`:
 * the queue consumer's only way to a push service.
 */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url, 65 bytes); null while the secret is not set. */
  publicKey(): Promise<string | null>;
  /**
   * Encrypts `payload` for `target` and posts it to its endpoint (a push service's, checked when it
   * was stored); answers the push service's status. Throws when there is no key.
   */
  send(target: PushTarget, payload: string, options: { ttlSeconds: number; urgency: 'normal' | 'high'; topic?: string }): Promise<number>;
}

/** What the Worker is configured with (wrangler.toml's vars, and the local-only switches of tests and benchmarks). */
export interface Config {
  environment: 'local' | 'preview' | 'production';
  /** The portal's address for absolute links (e-mails, feeds, calendars). */
  publicUrl: string;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Tests: no log line per request. */
  quietLogs: boolean;
}
