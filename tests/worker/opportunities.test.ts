import { describe, expect, it } from 'vitest';
import { countRows, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

const validOpportunity = (overrides: Record<string, unknown> = {}) => ({
  title: 'Terapeuta Ocupacional para Pediatria',
  company: 'Clínica Crescer',
  description: 'Procuramos terapeuta ocupacional com experiência em intervenção precoce.',
  requirements: 'Cédula profissional; dois anos de experiência.',
  location: 'Braga',
  type: 'parttime',
  contact: 'Recrutamento@Crescer.pt',
  ...overrides,
});

describe('POST /api/opportunities', () => {
  it('creates an opportunity posted by the signed-in member, mapping type and contact', async () => {
    const member = await createMember({ fullName: 'Joana Pires' });
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    const response = await member.client.post('/api/opportunities', validOpportunity({ expiresAt, authorId: 1, posterId: 1 }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Terapeuta Ocupacional para Pediatria',
      company: 'Clínica Crescer',
      location: 'Braga',
      employmentType: 'parttime',
      requirements: 'Cédula profissional; dois anos de experiência.',
      contactEmail: 'recrutamento@crescer.pt',
      expiresAt,
      posterId: member.id,
      poster: { id: member.id, fullName: 'Joana Pires' },
    });
    const stored = await env.DB.prepare('SELECT employment_type, contact_email, poster_id FROM opportunities WHERE id = ?').bind(response.body.id).first();
    expect(stored).toEqual({ employment_type: 'parttime', contact_email: 'recrutamento@crescer.pt', poster_id: member.id });
  });

  it('defaults the type to full time, and requirements and expiry to nothing', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/opportunities', validOpportunity({ type: undefined, requirements: '', expiresAt: '' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ employmentType: 'fulltime', requirements: null, expiresAt: null });
  });

  it('reads an expiry without a zone as Portuguese mainland time', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/opportunities', validOpportunity({ expiresAt: '2031-08-31T23:59:59' }));
    expect(response.status).toBe(201);
    expect(response.body.expiresAt).toBe('2031-08-31T22:59:59.000Z');
  });

  it.each(['foo 2035', '2035', '31/12/2035', 'Mon, 31 Dec 2035 23:59:59 GMT', '2035-12-31T24:00'])(
    'refuses the expiry %j, which is not an ISO 8601 date, with 400 and writes nothing',
    async (expiresAt) => {
      const member = await createMember();
      const before = await countRows('opportunities');
      const response = await member.client.post('/api/opportunities', validOpportunity({ expiresAt }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ expiresAt: 'Data de expiração inválida.' });
      expect(await countRows('opportunities')).toBe(before);
    },
  );

  it('takes the end of the day that the SPA’s date input sends', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/opportunities', validOpportunity({ expiresAt: '2035-12-31T23:59:59' }));
    expect(response.status).toBe(201);
    expect(response.body.expiresAt).toBe('2035-12-31T23:59:59.000Z');
  });

  it('refuses visitors with 401 and writes nothing', async () => {
    const before = await countRows('opportunities');
    const response = await new Client().post('/api/opportunities', validOpportunity());
    expect(response.status).toBe(401);
    expect(await countRows('opportunities')).toBe(before);
  });

  it.each([
    ['title', { title: 'Vaga' }, 'O título deve ter pelo menos 5 caracteres.'],
    ['company', { company: 'X' }, 'O nome da empresa deve ter pelo menos 2 caracteres.'],
    ['description', { description: 'Curta' }, 'A descrição deve ter pelo menos 20 caracteres.'],
    ['location', { location: 'L' }, 'A localização deve ter pelo menos 2 caracteres.'],
    ['type', { type: 'estagio' }, 'Tipo de contrato inválido.'],
    ['contact', { contact: 'não-é-email' }, 'E-mail de contacto inválido'],
    ['contact', { contact: undefined }, 'E-mail de contacto inválido'],
    ['expiresAt', { expiresAt: 'para a semana' }, 'Data de expiração inválida.'],
  ])('refuses an invalid %s with its Portuguese message and writes nothing', async (field, overrides, message) => {
    const member = await createMember();
    const before = await countRows('opportunities');
    const response = await member.client.post('/api/opportunities', validOpportunity(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('opportunities')).toBe(before);
  });
});

describe('GET /api/opportunities', () => {
  it('lists newest first with the poster embedded and filters by poster', async () => {
    const poster = await createMember({ fullName: 'Poster Lista' });
    const first = await poster.client.post('/api/opportunities', validOpportunity({ title: 'Primeira vaga publicada' }));
    const second = await poster.client.post('/api/opportunities', validOpportunity({ title: 'Segunda vaga publicada' }));
    const response = await new Client().get(`/api/opportunities?authorId=${poster.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Total-Count')).toBe('2');
    expect(response.body.map((item: { id: number }) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(response.body[0].poster).toEqual({ id: poster.id, username: poster.username, fullName: 'Poster Lista', avatarUrl: null, specialty: null, location: null, verifiedOt: false });
  });

  it('searches title, description, company and location without regard to accents or case', async () => {
    const poster = await createMember();
    const created = await poster.client.post(
      '/api/opportunities',
      validOpportunity({ title: 'Vaga em Saúde Mental', company: 'Associação Ânimo', location: 'Setúbal', description: 'Acompanhamento de utentes em reabilitação psicossocial.' }),
    );
    for (const q of ['SAUDE mental', 'animo', 'setubal', 'psicossocial']) {
      const response = await new Client().get(`/api/opportunities?authorId=${poster.id}&q=${encodeURIComponent(q)}`);
      expect(
        response.body.map((item: { id: number }) => item.id),
        q,
      ).toEqual([created.body.id]);
    }
    const none = await new Client().get(`/api/opportunities?authorId=${poster.id}&q=cardiologia`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  it('pages with limit and offset in a fixed number of D1 statements', async () => {
    const poster = await createMember();
    for (let i = 0; i < 4; i += 1) await poster.client.post('/api/opportunities', validOpportunity({ title: `Vaga número ${i}` }));
    const small = await new Client().get(`/api/opportunities?authorId=${poster.id}&limit=1`);
    const large = await new Client().get('/api/opportunities?limit=50');
    const last = await new Client().get(`/api/opportunities?authorId=${poster.id}&limit=3&offset=3`);
    expect(small.body).toHaveLength(1);
    expect(large.body.length).toBeGreaterThanOrEqual(4);
    expect(last.body).toHaveLength(1);
    expect(small.headers.get('X-Total-Count')).toBe('4');
    expect(statementsOf(small)).toBe(statementsOf(large));
    expect(statementsOf(large)).toBe(2);
  });
});

describe('GET /api/opportunities/{id}', () => {
  it('answers one opportunity and 404 "Oportunidade não encontrada" otherwise', async () => {
    const poster = await createMember();
    const created = await poster.client.post('/api/opportunities', validOpportunity());
    const one = await new Client().get(`/api/opportunities/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);
    for (const id of ['999999', 'vaga']) {
      const missing = await new Client().get(`/api/opportunities/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Oportunidade não encontrada');
    }
  });
});
