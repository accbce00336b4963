import type { Context } from 'hono';
import { MODERATING_ROLES, type Role } from '#contract/moderation-types';
import type { AppEnv } from '../env';
import { forbidden } from '../lib/errors';
import { alongsideSessionCheck } from './member-writes';

/*
 * Who may moderate (docs/rules/trust.md). The role is read from D1 with the session's standing
 * (never trusted from KV, where a revoked role could linger), in the same round trip as the
 * request's first D1 step: routes behind `requireMember` call these instead of
 * `alongsideSessionCheck`.
 */

const MODERATOR_ONLY = 'Só a equipa de moderação pode fazer isto.';
const ADMIN_ONLY = 'Só um administrador pode fazer isto.';

async function withRole<T>(c: Context<AppEnv>, roles: readonly Role[], message: string, first: () => Promise<T>, undo?: (value: T) => Promise<void>): Promise<T> {
  const value = await alongsideSessionCheck(c, first, undo);
  if (!roles.includes(c.var.standing!.role)) {
    if (undo) await undo(value);
    throw forbidden(message);
  }
  return value;
}

/**
 * For moderators and admins only: runs `read` (which must write nothing) beside the session's
 * check, one round trip; 401 for an ended session, 403 for anyone else, whatever `read` found.
 * With no `read`, only the check: a write follows it.
 */
export function asModerator<T = void>(c: Context<AppEnv>, read: () => Promise<T> = async () => undefined as T): Promise<T> {
  return withRole(c, MODERATING_ROLES, MODERATOR_ONLY, read);
}

/** The same for admins only (the audit log, granting and revoking moderators). */
export function asAdmin<T = void>(c: Context<AppEnv>, read: () => Promise<T> = async () => undefined as T): Promise<T> {
  return withRole(c, ['admin'], ADMIN_ONLY, read);
}

/** Whether the signed-in member, as D1 confirmed them, may moderate (after `alongsideSessionCheck`). */
export function isModerator(c: Context<AppEnv>): boolean {
  const role = c.var.standing?.role;
  return role !== undefined && MODERATING_ROLES.includes(role);
}
