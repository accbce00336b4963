import type { SessionStanding } from './db/queries/users';
import type { Scope } from './runtime/scope';

/** Every binding and variable of wrangler.toml, and the local-only switches of tests and benchmarks. Only worker/runtime/ reads them. */
export interface Bindings extends Env {
  /** "1" adds `X-D1-Statements` and `X-D1-Round-Trips` to answers (tests and `npm run bench` only). */
  EXPOSE_D1_STATEMENTS?: string;
  /** "1" turns the per-request JSON log line off (tests). */
  QUIET_LOGS?: string;
  /**
   * `npm run bench:latency` only: the delays of a simulated network, `d1=30,kvMiss=60,kvHit=1`
   * (worker/runtime/simulated-network.ts). Honoured only when ENVIRONMENT is "local"; never set in
   * wrangler.toml's production or preview sections.
   */
  SIMULATED_NETWORK?: string;
  /** "off" turns the edge cache off (the worker tests and the end-to-end tests, which write then read as visitors). */
  EDGE_CACHE?: string;
  /**
   * The VAPID private key of web push, a P-256 JWK as JSON (docs/rules/push-and-offline.md): a Worker
   * secret in production (`wrangler secret put VAPID_PRIVATE_KEY`, docs/OPERATIONS.md); `npm start`
   * and the tests make a local one. Without it, push is off.
   */
  VAPID_PRIVATE_KEY?: string;
}

export type { Session } from './runtime/viewer';

/** What the API's Hono app is given by worker/runtime/answer.ts: the request's scope, nothing else. */
interface ScopeCarrier {
  scope: Scope;
}

interface Variables {
  /** The request's scope (worker/runtime/scope.ts): the viewer, the database, the stores. */
  scope: Scope;
  /** Behind `requireMember` (worker/middleware/member-writes.ts): whether the session's standing was checked in D1. */
  sessionConfirmed?: boolean;
  /** The standing D1 confirmed (role, e-mail confirmed), once `alongsideSessionCheck` ran. */
  standing?: SessionStanding;
}

export interface AppEnv {
  Bindings: ScopeCarrier;
  Variables: Variables;
}
