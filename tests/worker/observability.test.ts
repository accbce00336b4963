import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../worker/env';
import { answerRequest } from '../../worker/index';
import { requestIdFor } from '../../worker/runtime/scope';
import { createMember } from './fixtures';
import { env, ORIGIN } from './helpers';

interface LogLine {
  level: string;
  method: string;
  route: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  userId: number | null;
}

const LOG_FIELDS = ['durationMs', 'level', 'method', 'path', 'requestId', 'route', 'status', 'userId'];

/**
 * Calls the Worker with logging on (the test config turns it off), and returns the response
 * and every line the request wrote to console.log.
 */
async function call(path: string, init: RequestInit = {}, bindings: Partial<typeof env> = {}) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const ctx = createExecutionContext();
    const response = await answerRequest(new Request(`${ORIGIN}${path}`, init), { ...env, QUIET_LOGS: '0', ...bindings } as Bindings, ctx);
    await waitOnExecutionContext(ctx);
    const body = await response.text();
    const lines = log.mock.calls.map((args) => String(args[0]));
    return { response, body, lines, entries: lines.map((line) => JSON.parse(line) as LogLine) };
  } finally {
    log.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request id and the per-request log line', () => {
  it('answers with an X-Request-Id and logs exactly one JSON line with method, route, status, duration and that id', async () => {
    const { response, entries } = await call('/api/articles/987654321');
    expect(response.status).toBe(404);
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(Object.keys(entry!).sort()).toEqual(LOG_FIELDS);
    expect(entry).toMatchObject({ level: 'info', method: 'GET', route: '/api/articles/:id', path: '/api/articles/987654321', status: 404, requestId, userId: null });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('gives each request its own id', async () => {
    const first = await call('/api/health');
    const second = await call('/api/health');
    expect(first.response.headers.get('X-Request-Id')).not.toBe(second.response.headers.get('X-Request-Id'));
  });

  it("reuses Cloudflare's CF-Ray as the request id, and ignores a header that is not one", async () => {
    const ray = '8f1b2c3d4e5f6789-LIS';
    const withRay = await call('/api/health', { headers: { 'CF-Ray': ray } });
    expect(withRay.response.headers.get('X-Request-Id')).toBe(ray);
    expect(withRay.entries[0]!.requestId).toBe(ray);

    const forged = await call('/api/health', { headers: { 'CF-Ray': '"},{"userId":1,"x":"' } });
    expect(forged.response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.entries).toHaveLength(1);
    expect(forged.entries[0]!.userId).toBeNull();
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });

  it("logs the signed-in member's id but never their session cookie", async () => {
    const member = await createMember();
    const token = member.client.cookie.split('=')[1]!;
    const { response, lines, entries } = await call('/api/me', { headers: { Cookie: member.client.cookie } });
    expect(response.status).toBe(200);
    expect(entries[0]).toMatchObject({ route: '/api/me', status: 200, userId: member.id });
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('rede_to_session');
  });

  it('logs one line for a GET answered under the member its cookie claims (decision 027), with the route and the real member', async () => {
    const [member, other] = await Promise.all([createMember(), createMember({ role: 'admin' })]);
    const forged = `${member.client.cookie.split('.')[0]}.${other.id}`;
    for (const cookie of [member.client.cookie, forged]) {
      const { entries } = await call('/api/moderation/verifications', { headers: { Cookie: cookie } });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ method: 'GET', route: '/api/moderation/verifications', status: 403, userId: member.id });
    }
  });

  it('never logs a password, a request body or a query string', async () => {
    const password = 'Segredo-De-Teste-4821';
    const login = await call('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ username: 'ninguem.registado', password }),
    });
    expect(login.response.status).toBe(401);
    expect(login.entries).toHaveLength(1);
    expect(login.entries[0]).toMatchObject({ method: 'POST', route: '/api/login', status: 401, userId: null });
    expect(login.lines.join('\n')).not.toContain(password);
    expect(login.lines.join('\n')).not.toContain('ninguem.registado');

    const search = await call('/api/search?q=diagnostico%20confidencial');
    expect(search.entries[0]).toMatchObject({ path: '/api/search', status: 200 });
    expect(search.lines.join('\n')).not.toContain('confidencial');
  });

  it('writes no line when QUIET_LOGS is 1, but still sends the request id', async () => {
    const { response, lines } = await call('/api/health', {}, { QUIET_LOGS: '1' });
    expect(lines).toEqual([]);
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/health', () => {
  it('reports the database reachable, uncached', async () => {
    const { response, body } = await call('/api/health');
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ status: 'ok', database: 'reachable' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 503 with a Portuguese message, logged as an error, when the database cannot be reached', async () => {
    const lost = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
    const statement = { first: lost, all: lost, run: lost, raw: lost, bind: () => statement };
    const unreachable = { prepare: () => statement, batch: lost, exec: lost } as unknown as D1Database;
    const { response, body, entries } = await call('/api/health', {}, { DB: unreachable });
    expect(response.status).toBe(503);
    expect(JSON.parse(body)).toEqual({ status: 'error', database: 'unreachable', message: 'A base de dados não está acessível.' });
    expect(entries[0]).toMatchObject({ level: 'error', route: '/api/health', status: 503 });
  });
});
