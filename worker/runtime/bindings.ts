import type { Bindings } from '../env';
import type { Scope } from './scope';

/*
 * Every binding and variable the Worker is given, and what owns it. The type below lists each key
 * of `Bindings` (wrangler.toml through `wrangler types`, and worker/env.ts): a binding added later
 * and not named here stops the build, so that it becomes a port of the scope (worker/runtime/ports.ts)
 * rather than a way around the claim's wait. tests/worker/bindings.test.ts checks the list against
 * the bindings the Worker really gets.
 */

/** A port of the scope, or the runtime itself for the switches it reads once at the entry. */
type Owner = keyof Scope | 'runtime';

export const BINDING_OWNERS: { readonly [Key in keyof Required<Bindings>]: Owner } = {
  DB: 'db',
  SESSIONS: 'sessions',
  FILES: 'files',
  MAIL_QUEUE: 'queue',
  PDF_TEXT_QUEUE: 'pdfText',
  EMAIL: 'mail',
  ASSETS: 'assets',
  ENVIRONMENT: 'config',
  PUBLIC_URL: 'config',
  MAIL_FROM: 'config',
  QUIET_LOGS: 'config',
  EXPOSE_D1_STATEMENTS: 'runtime',
  SIMULATED_NETWORK: 'runtime',
  EDGE_CACHE: 'runtime',
  VAPID_PRIVATE_KEY: 'push',
};
