import { describe, expect, it } from 'vitest';
import { Client } from './helpers';
import { countRows, createMember } from './fixtures';

describe('test fixtures', () => {
  it('signs a created member in, so a members-only write passes the session checks', async () => {
    const member = await createMember({ fullName: 'Rita Fixture' });
    expect(member.id).toBeGreaterThan(0);
    expect(member.client.cookie).toMatch(/^rede_to_session=/);
    expect(await countRows('users')).toBeGreaterThan(0);
    expect(new Client().cookie).toBe('');
  });
});
