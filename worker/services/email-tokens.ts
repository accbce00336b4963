import type { EmailTokenPurpose } from '../db/queries/email-tokens';
import { TOKEN_LIFETIME_MS } from './mail/messages';
import { UNSUBSCRIBE_TOKEN_LIFETIME_MS } from '../db/queries/email-preferences';
import { randomToken, sha256Hex } from './sessions';

/** A fresh e-mailed link's secret: the raw token goes into the e-mail only, its hash into D1. */
export interface IssuedToken {
  token: string;
  tokenHash: string;
  /** ms since epoch. */
  expiresAt: number;
}

/** A new token for `purpose`, expiring after that purpose's lifetime (docs/rules/email-and-account-life.md). */
export async function issueToken(purpose: EmailTokenPurpose, now = Date.now()): Promise<IssuedToken> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token), expiresAt: now + TOKEN_LIFETIME_MS[purpose] };
}

/** The stored form of a token a member sent back. */
export const tokenHashOf = (token: string) => sha256Hex(token);

/** A fresh one-click unsubscribe link's token (docs/rules/notifications-and-events.md): the raw one for the e-mail, its hash for D1. */
export async function issueUnsubscribeToken(now = Date.now()): Promise<IssuedToken> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token), expiresAt: now + UNSUBSCRIBE_TOKEN_LIFETIME_MS };
}
