import { scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from `node:crypto` (workerd implements it natively; WASM compiled at run time is forbidden
 * in Workers). N=2^14, r=8, p=5 is OWASP's minimum for scrypt. The algorithm and parameters are
 * stored with each hash so that a change of parameters rehashes at the next login.
 * Stored form: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Uint8Array, params: { N: number; r: number; p: number }): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r }, (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))));
  });
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const { N, r, p } = SCRYPT_PARAMS;
  const key = await derive(password, salt, SCRYPT_PARAMS);
  return ['scrypt', N, r, p, toBase64(salt), toBase64(key)].join('$');
}

export interface VerifyResult {
  valid: boolean;
  /** The stored hash uses other parameters than today's: store a fresh hash. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<VerifyResult> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return { valid: false, needsRehash: false };
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), params);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const needsRehash = params.N !== SCRYPT_PARAMS.N || params.r !== SCRYPT_PARAMS.r || params.p !== SCRYPT_PARAMS.p;
  return { valid, needsRehash };
}

/** A hash of a password nobody has, checked when the username is unknown so that both take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
