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
  // A new offer states its pay (docs/rules/job-alerts-and-pay.md).
  salaryMin: 1200,
  salaryMax: 1500,
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

describe('the pay of an opportunity', () => {
  it('keeps a monthly range, or the name of a pay scale, and answers it', async () => {
    const member = await createMember();
    const range = await member.client.post('/api/opportunities', validOpportunity({ salaryMin: 1400, salaryMax: 1400 }));
    expect(range.status).toBe(201);
    expect(range.body).toMatchObject({ salaryMin: 1400, salaryMax: 1400, salaryText: null });
    const scale = await member.client.post('/api/opportunities', validOpportunity({ salaryMin: null, salaryMax: '', salaryText: '  Tabela salarial da carreira TSDT ' }));
    expect(scale.status).toBe(201);
    expect(scale.body).toMatchObject({ salaryMin: null, salaryMax: null, salaryText: 'Tabela salarial da carreira TSDT' });
    const stored = await env.DB.prepare('SELECT salary_min, salary_max, salary_text FROM opportunities WHERE id = ?').bind(range.body.id).first();
    expect(stored).toEqual({ salary_min: 1400, salary_max: 1400, salary_text: null });
  });

  it.each([
    ['no pay at all', { salaryMin: undefined, salaryMax: undefined }, 'salaryMin', 'Indique o vencimento: um intervalo mensal em euros ou o nome de uma tabela salarial.'],
    ['a minimum alone', { salaryMax: undefined }, 'salaryMax', 'Indique o vencimento máximo (igual ao mínimo se for um valor só).'],
    ['a maximum alone', { salaryMin: '' }, 'salaryMin', 'Indique o vencimento mínimo.'],
    ['a minimum above the maximum', { salaryMin: 1600, salaryMax: 1500 }, 'salaryMax', 'O vencimento máximo não pode ser inferior ao mínimo.'],
    ['a negative minimum', { salaryMin: -1 }, 'salaryMin', 'O vencimento mínimo não pode ser negativo.'],
    ['a maximum above 20,000', { salaryMax: 20_001 }, 'salaryMax', 'O vencimento máximo deve ser no máximo 20000 euros.'],
    ['euros with cents', { salaryMin: 1200.5 }, 'salaryMin', 'O vencimento mínimo deve ser um número inteiro de euros.'],
    ['a range and a scale', { salaryText: 'Tabela salarial da carreira TSDT' }, 'salaryText', 'Indique um intervalo ou uma tabela salarial, não os dois.'],
    ['a scale of two characters', { salaryMin: undefined, salaryMax: undefined, salaryText: 'TS' }, 'salaryText', 'O nome da tabela salarial deve ter pelo menos 3 caracteres.'],
    ['a scale of 121 characters', { salaryMin: undefined, salaryMax: undefined, salaryText: 'T'.repeat(121) }, 'salaryText', 'O nome da tabela salarial deve ter no máximo 120 caracteres.'],
  ])('refuses %s with 400, its Portuguese message, and writes nothing', async (_case, overrides, field, message) => {
    const member = await createMember();
    const before = await countRows('opportunities');
    const response = await member.client.post('/api/opportunities', validOpportunity(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('opportunities')).toBe(before);
  });

  it('accepts the bounds 0 and 20,000', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/opportunities', validOpportunity({ salaryMin: 0, salaryMax: 20_000 }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ salaryMin: 0, salaryMax: 20_000 });
  });

  it('lets an older offer without pay be edited without stating it, but a change to its pay must leave a valid one', async () => {
    const poster = await createMember();
    const created = await poster.client.post('/api/opportunities', validOpportunity());
    // As an offer published before pay was asked.
    await env.DB.prepare('UPDATE opportunities SET salary_min = NULL, salary_max = NULL WHERE id = ?').bind(created.body.id).run();
    const edited = await poster.client.patch(`/api/opportunities/${created.body.id}`, { title: 'Vaga de antes do vencimento' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Vaga de antes do vencimento', salaryMin: null, salaryMax: null, salaryText: null });
    const half = await poster.client.patch(`/api/opportunities/${created.body.id}`, { salaryMin: 1000 });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ salaryMax: 'Indique o vencimento máximo (igual ao mínimo se for um valor só).' });
    const stated = await poster.client.patch(`/api/opportunities/${created.body.id}`, { salaryText: 'Tabela salarial da carreira TSDT' });
    expect(stated.status).toBe(200);
    expect(stated.body).toMatchObject({ salaryMin: null, salaryMax: null, salaryText: 'Tabela salarial da carreira TSDT' });
    const removed = await poster.client.patch(`/api/opportunities/${created.body.id}`, { salaryText: null });
    expect(removed.status).toBe(400);
    const switched = await poster.client.patch(`/api/opportunities/${created.body.id}`, { salaryText: null, salaryMin: 1100, salaryMax: 1300 });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ salaryMin: 1100, salaryMax: 1300, salaryText: null });
  });

  it('filters the list by salaryMin= on the maximum (or the only bound), leaving out offers that name a pay scale alone', async () => {
    const poster = await createMember();
    const post = async (overrides: Record<string, unknown>) => (await poster.client.post('/api/opportunities', validOpportunity(overrides))).body.id as number;
    const low = await post({ salaryMin: 800, salaryMax: 1000 });
    const reaching = await post({ salaryMin: 1000, salaryMax: 1600 });
    const high = await post({ salaryMin: 2000, salaryMax: 2500 });
    await post({ salaryMin: null, salaryMax: null, salaryText: 'Tabela salarial da carreira TSDT' });
    const ids = async (query: string) => {
      const response = await new Client().get(`/api/opportunities?authorId=${poster.id}${query}`);
      expect(Number(response.headers.get('X-Total-Count'))).toBe(response.body.length);
      return (response.body as { id: number }[]).map((item) => item.id);
    };
    expect(await ids('&salaryMin=1500')).toEqual([high, reaching]);
    expect(await ids('&salaryMin=1000')).toEqual([high, reaching, low]);
    expect(await ids('&salaryMin=2501')).toEqual([]);
    // A value that is not one is no filter.
    expect(await ids('&salaryMin=muito')).toHaveLength(4);
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
