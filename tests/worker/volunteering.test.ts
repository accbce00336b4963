import { describe, expect, it } from 'vitest';
import { countRows, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

const validOffer = (overrides: Record<string, unknown> = {}) => ({
  title: 'Apoio a idosos em lar comunitário',
  organization: 'Santa Casa da Misericórdia',
  description: 'Sessões semanais de estimulação cognitiva com utentes do lar.',
  location: 'Beja',
  contact: 'voluntariado@misericordia.pt',
  ...overrides,
});

describe('POST /api/volunteering', () => {
  it('creates an offer posted by the signed-in member, mapping contact to contactEmail', async () => {
    const member = await createMember({ fullName: 'Tiago Ramos' });
    const response = await member.client.post('/api/volunteering', validOffer({ authorId: 1, expiresAt: '2027-03-01T00:00:00Z' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Apoio a idosos em lar comunitário',
      organization: 'Santa Casa da Misericórdia',
      location: 'Beja',
      contactEmail: 'voluntariado@misericordia.pt',
      expiresAt: '2027-03-01T00:00:00.000Z',
      posterId: member.id,
      poster: { id: member.id, fullName: 'Tiago Ramos' },
    });
    const stored = await env.DB.prepare('SELECT contact_email, poster_id FROM volunteering WHERE id = ?').bind(response.body.id).first();
    expect(stored).toEqual({ contact_email: 'voluntariado@misericordia.pt', poster_id: member.id });
  });

  it.each(['foo 2035', '2035', '31/12/2035', 'Mon, 31 Dec 2035 23:59:59 GMT', '2035-12-31T24:00'])(
    'refuses the expiry %j, which is not an ISO 8601 date, with 400 and writes nothing',
    async (expiresAt) => {
      const member = await createMember();
      const before = await countRows('volunteering');
      const response = await member.client.post('/api/volunteering', validOffer({ expiresAt }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ expiresAt: 'Data de expiração inválida.' });
      expect(await countRows('volunteering')).toBe(before);
    },
  );

  it('takes the end of the day that the SPA’s date input sends', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/volunteering', validOffer({ expiresAt: '2035-12-31T23:59:59' }));
    expect(response.status).toBe(201);
    expect(response.body.expiresAt).toBe('2035-12-31T23:59:59.000Z');
  });

  it('refuses visitors with 401 and writes nothing', async () => {
    const before = await countRows('volunteering');
    const response = await new Client().post('/api/volunteering', validOffer());
    expect(response.status).toBe(401);
    expect(await countRows('volunteering')).toBe(before);
  });

  it.each([
    ['title', { title: 'Ajud' }, 'O título deve ter pelo menos 5 caracteres.'],
    ['organization', { organization: 'O' }, 'O nome da organização deve ter pelo menos 2 caracteres.'],
    ['description', { description: 'Pouco texto' }, 'A descrição deve ter pelo menos 20 caracteres.'],
    ['location', { location: '' }, 'A localização deve ter pelo menos 2 caracteres.'],
    ['contact', { contact: 'voluntariado@' }, 'E-mail de contacto inválido'],
  ])('refuses an invalid %s with its Portuguese message and writes nothing', async (field, overrides, message) => {
    const member = await createMember();
    const before = await countRows('volunteering');
    const response = await member.client.post('/api/volunteering', validOffer(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('volunteering')).toBe(before);
  });
});

describe('GET /api/volunteering', () => {
  it('lists newest first with the poster embedded, filters by poster and searches without accents', async () => {
    const poster = await createMember();
    const older = await poster.client.post('/api/volunteering', validOffer({ title: 'Campanha de Verão', organization: 'Cruz Vermelha Portuguesa', location: 'Faro' }));
    const newer = await poster.client.post('/api/volunteering', validOffer({ title: 'Ateliê de Expressão', location: 'Viseu' }));
    const all = await new Client().get(`/api/volunteering?authorId=${poster.id}`);
    expect(all.headers.get('X-Total-Count')).toBe('2');
    expect(all.body.map((item: { id: number }) => item.id)).toEqual([newer.body.id, older.body.id]);
    expect(all.body[0].poster.id).toBe(poster.id);
    expect(all.body[0].poster).not.toHaveProperty('email');
    for (const [q, expected] of [
      ['verao', older],
      ['CRUZ vermelha', older],
      ['atelie', newer],
      ['viseu', newer],
      ['estimulação', null],
    ] as const) {
      const response = await new Client().get(`/api/volunteering?authorId=${poster.id}&q=${encodeURIComponent(q)}`);
      const ids = response.body.map((item: { id: number }) => item.id);
      expect(ids, q).toEqual(expected ? [expected.body.id] : [newer.body.id, older.body.id]);
    }
  });

  it('runs the same number of D1 statements for a page of 1 and a page of 50', async () => {
    const poster = await createMember();
    for (let i = 0; i < 3; i += 1) await poster.client.post('/api/volunteering', validOffer());
    const small = await new Client().get('/api/volunteering?limit=1');
    const large = await new Client().get('/api/volunteering?limit=50');
    expect(small.body).toHaveLength(1);
    expect(large.body.length).toBeGreaterThanOrEqual(3);
    expect(statementsOf(small)).toBe(statementsOf(large));
    expect(statementsOf(large)).toBe(2);
  });
});

describe('GET /api/volunteering/{id}', () => {
  it('answers one offer and 404 "Voluntariado não encontrado" otherwise', async () => {
    const poster = await createMember();
    const created = await poster.client.post('/api/volunteering', validOffer());
    const one = await new Client().get(`/api/volunteering/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);
    const missing = await new Client().get('/api/volunteering/424242');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Voluntariado não encontrado');
  });
});
