import rankedPasswords from '@zxcvbn-ts/language-common/src/passwords.json';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../worker/services/common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../worker/services/passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, and verifies only the right password', async () => {
    const started = performance.now();
    const hash = await hashPassword('correct horse battery staple');
    const hashMs = performance.now() - started;
    const verifyStarted = performance.now();
    expect(await verifyPassword('correct horse battery staple', hash)).toEqual({ valid: true, needsRehash: false });
    const verifyMs = performance.now() - verifyStarted;
    console.info(`scrypt N=2^14 r=8 p=5 inside workerd: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms`);
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
    expect((await verifyPassword('Correct horse battery staple', hash)).valid).toBe(false);
  });

  it('asks for a rehash when the stored parameters are older', async () => {
    const hash = await hashPassword('uma-palavra-passe');
    const weaker = hash.replace(/^scrypt\$16384\$8\$5/, 'scrypt$16384$8$1');
    const result = await verifyPassword('uma-palavra-passe', weaker);
    expect(result.needsRehash).toBe(true);
  });

  it('treats a stored value that is not one of our hashes as a wrong password, without throwing', async () => {
    for (const stored of ['', 'fixture$not-a-hash', 'bcrypt$2b$10$abc', 'scrypt$16384$8$5$']) {
      expect((await verifyPassword('qualquer-coisa', stored)).valid).toBe(false);
    }
  });

  it('keeps one dummy hash that no password matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect((await verifyPassword('', dummy)).valid).toBe(false);
    expect((await verifyPassword('Terapia-Ocupacional-2026', dummy)).valid).toBe(false);
  });
});

describe('common passwords', () => {
  it('refuses the 10,000 most common passwords of the ranked list, in any letter case', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword(rankedPasswords[COMMON_PASSWORD_COUNT - 1]!)).toBe(true);
  });

  it('accepts a password ranked below the first 10,000, and one on no list', () => {
    const justOutside = rankedPasswords[COMMON_PASSWORD_COUNT]!;
    expect(rankedPasswords.slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase())).not.toContain(justOutside.toLowerCase());
    expect(isCommonPassword(justOutside)).toBe(false);
    expect(isCommonPassword('Terapia-Ocupacional-2026')).toBe(false);
  });
});
