// The same stored form as worker/services/passwords.ts, computed in Node for seed data.
import { randomBytes, scryptSync } from 'node:crypto';

const N = 2 ** 14;
const r = 8;
const p = 5;

export function hashPassword(password) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}
