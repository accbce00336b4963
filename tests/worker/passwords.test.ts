import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../worker/services/passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, and verifies only the right password', async () => {
    const started = performance.now();
    const hash = await hashPassword('correct horse battery staple');
    const elapsed = performance.now() - started;
    console.info(`scrypt N=2^14 r=8 p=5 took ${elapsed.toFixed(1)} ms`);
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('correct horse battery staple')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery staple', hash)).toEqual({ valid: true, needsRehash: false });
    expect((await verifyPassword('Correct horse battery staple', hash)).valid).toBe(false);
  });

  it('asks for a rehash when the stored parameters are older', async () => {
    const hash = await hashPassword('uma-palavra-passe');
    const weaker = hash.replace(/^scrypt\$16384\$8\$5/, 'scrypt$16384$8$1');
    const result = await verifyPassword('uma-palavra-passe', weaker);
    expect(result.needsRehash).toBe(true);
  });
});
