import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { registration } from './account-helpers';
import { countRows, createMember } from './fixtures';
import { env, ORIGIN } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const REFUSED = { message: 'Pedido recusado: origem não permitida.' };

/** A request as a browser on another site would send it: no helper adds our Origin. */
async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json<Record<string, unknown>>() };
}

describe('cross-site state-changing requests', () => {
  it('refuses a registration posted from another origin with 403 and creates nobody', async () => {
    const before = await countRows('users');
    const response = await send('POST', '/api/register', { Origin: 'https://evil.example' }, registration());
    expect(response).toEqual({ status: 403, body: REFUSED });
    expect(await countRows('users')).toBe(before);
  });

  it('refuses a request marked Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const before = await countRows('users');
    const response = await send('POST', '/api/register', { 'Sec-Fetch-Site': 'cross-site' }, registration());
    expect(response).toEqual({ status: 403, body: REFUSED });
    expect(await countRows('users')).toBe(before);
  });

  it("refuses a cross-site profile edit carrying the member's cookie, whatever the content type, and changes nothing", async () => {
    const member = await createMember({ fullName: 'Nome Original' });
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example', Cookie: member.client.cookie },
      { Origin: 'https://evil.example', Cookie: member.client.cookie, 'Content-Type': 'text/plain' },
      { 'Sec-Fetch-Site': 'cross-site', Cookie: member.client.cookie },
    ];
    for (const headers of attempts) {
      const response = await send('PATCH', `/api/users/${member.id}`, headers, { fullName: 'Nome do Atacante' });
      expect(response).toEqual({ status: 403, body: REFUSED });
    }
    const row = await env.DB.prepare('SELECT full_name FROM users WHERE id = ?').bind(member.id).first<{ full_name: string }>();
    expect(row!.full_name).toBe('Nome Original');
  });

  it('refuses a cross-site logout, so the session goes on', async () => {
    const member = await createMember();
    const response = await send('POST', '/api/logout', { Origin: 'https://evil.example', Cookie: member.client.cookie });
    expect(response.status).toBe(403);
    expect((await member.client.get('/api/me')).status).toBe(200);
  });

  it('accepts the same request from our own origin', async () => {
    const member = await createMember({ fullName: 'Nome Original' });
    const response = await send('PATCH', `/api/users/${member.id}`, { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', Cookie: member.client.cookie }, { fullName: 'Nome Atualizado' });
    expect(response.status).toBe(200);
    expect(response.body.fullName).toBe('Nome Atualizado');
  });
});
