import { describe, expect, it } from 'vitest';
import { countRows, createMember } from './fixtures';
import { Client, env } from './helpers';

let addressCounter = 0;
/** A fresh client address for each test, so that throttling in one test does not touch another. */
const freshAddress = () => {
  addressCounter += 1;
  return { 'CF-Connecting-IP': `203.0.113.${addressCounter}` };
};

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marta Lopes',
  email: `marta${Math.random().toString(36).slice(2, 8)}@exemplo.pt`,
  subject: 'Pedido de parceria',
  category: 'partnership',
  message: 'Gostaríamos de divulgar as nossas formações na Rede TO.',
  ...overrides,
});

describe('POST /api/contact', () => {
  it('stores a visitor’s message and answers 201 "Mensagem enviada com sucesso!"', async () => {
    const body = validMessage({ email: 'Marta.Lopes@Exemplo.pt' });
    const response = await new Client().post('/api/contact', body, freshAddress());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Mensagem enviada com sucesso!' });
    const stored = await env.DB.prepare('SELECT name, email, subject, category, message FROM contact_messages ORDER BY id DESC LIMIT 1').first();
    expect(stored).toEqual({
      name: 'Marta Lopes',
      email: 'marta.lopes@exemplo.pt',
      subject: 'Pedido de parceria',
      category: 'partnership',
      message: 'Gostaríamos de divulgar as nossas formações na Rede TO.',
    });
  });

  it('accepts a message from a signed-in member too', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/contact', validMessage(), freshAddress());
    expect(response.status).toBe(201);
  });

  it.each([
    ['name', { name: 'M' }, 'O nome deve ter pelo menos 2 caracteres.'],
    ['email', { email: 'marta@' }, 'Por favor, insira um endereço de e-mail válido.'],
    ['subject', { subject: 'Olá' }, 'O assunto deve ter pelo menos 5 caracteres.'],
    ['category', { category: '' }, 'Por favor, selecione uma categoria.'],
    ['category', { category: 'spam' }, 'Por favor, selecione uma categoria.'],
    ['message', { message: 'Curta' }, 'A mensagem deve ter pelo menos 10 caracteres.'],
  ])('refuses an invalid %s with its Portuguese message and stores nothing', async (field, overrides, message) => {
    const before = await countRows('contact_messages');
    const response = await new Client().post('/api/contact', validMessage(overrides), freshAddress());
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('contact_messages')).toBe(before);
  });

  it('refuses a sixth message from the same address within the hour with 429, storing nothing', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await new Client().post('/api/contact', validMessage(), address)).status).toBe(201);
    const before = await countRows('contact_messages');
    const response = await new Client().post('/api/contact', validMessage(), address);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe('Enviou demasiadas mensagens. Por favor, tente novamente dentro de uma hora.');
    expect(await countRows('contact_messages')).toBe(before);
    expect((await new Client().post('/api/contact', validMessage(), freshAddress())).status).toBe(201);
  });

  it('refuses a sixth message from the same e-mail within the hour, whatever the address', async () => {
    const email = 'insistente@exemplo.pt';
    for (let i = 0; i < 5; i += 1) expect((await new Client().post('/api/contact', validMessage({ email }), freshAddress())).status).toBe(201);
    const before = await countRows('contact_messages');
    const response = await new Client().post('/api/contact', validMessage({ email: 'INSISTENTE@exemplo.pt' }), freshAddress());
    expect(response.status).toBe(429);
    expect(await countRows('contact_messages')).toBe(before);
  });

  it("counts both limits together: the message that fills the address's limit still counts against its e-mail", async () => {
    const email = `ambos${Math.random().toString(36).slice(2, 8)}@exemplo.pt`;
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await new Client().post('/api/contact', validMessage({ email }), address)).status).toBe(201);
    expect((await new Client().post('/api/contact', validMessage({ email }), freshAddress())).status).toBe(429);
    expect((await new Client().post('/api/contact', validMessage(), address)).status).toBe(429);
  });

  it('writes nothing for a sender past the limit, not even a count, in one D1 round trip', async () => {
    const address = freshAddress();
    const email = `contagem${Math.random().toString(36).slice(2, 8)}@exemplo.pt`;
    for (let i = 0; i < 5; i += 1) expect((await new Client().post('/api/contact', validMessage({ email }), address)).status).toBe(201);
    const counters = () =>
      env.DB.prepare('SELECT key, count, window_started_at AS started FROM rate_limits WHERE key IN (?1, ?2) ORDER BY key')
        .bind(`contact:ip:${address['CF-Connecting-IP']}`, `contact:email:${email}`)
        .all()
        .then((result) => result.results);
    const before = await counters();
    expect(before.map((row) => row.count)).toEqual([5, 5]);
    const refused = await new Client().post('/api/contact', validMessage({ email }), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('X-D1-Round-Trips')).toBe('1');
    expect(await counters()).toEqual(before);
  });

  it('lets no more than five of ten simultaneous messages from one address through', async () => {
    const address = freshAddress();
    const before = await countRows('contact_messages');
    const responses = await Promise.all(Array.from({ length: 10 }, () => new Client().post('/api/contact', validMessage(), address)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(5);
    expect(await countRows('contact_messages')).toBe(before + 5);
  });
});
