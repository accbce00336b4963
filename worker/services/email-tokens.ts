import type { EmailTokenPurpose } from '../db/queries/email-tokens';
import { TOKEN_LIFETIME_MS } from './mail/messages';
import { sha256Hex } from './sessions';

/** A fresh e-mailed link's secret: the raw token goes into the e-mail only, its hash into D1. */
export interface IssuedToken {
  token: string;
  tokenHash: string;
  /** ms since epoch. */
  expiresAt: number;
}

/** 256 random bits in base64url (43 characters), the same shape as a session id. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new token for `purpose`, expiring after that purpose's lifetime (DECISIONS 6). */
export async function issueToken(purpose: EmailTokenPurpose, now = Date.now()): Promise<IssuedToken> {
  const token = randomToken();
  return { token, tokenHash: await sha256Hex(token), expiresAt: now + TOKEN_LIFETIME_MS[purpose] };
}

/** The stored form of a token a member sent back. */
export const tokenHashOf = (token: string) => sha256Hex(token);
