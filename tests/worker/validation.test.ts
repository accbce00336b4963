import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../worker/lib/validation';
import { articleInput, insertRows, LONG_TEXT } from './content-fixtures';
import { categoryId, countRows, createMember, type Member } from './fixtures';
import { Client, env, ORIGIN } from './helpers';

const INVALID_CHARACTERS = 'O texto contém caracteres inválidos.';
const TOO_LARGE = 'O pedido é demasiado grande: envie no máximo 1 MB de dados.';

async function anArticle(authorId: number): Promise<number> {
  const [id] = await insertRows('articles', authorId, [{ categoryId: await categoryId() }]);
  return id!;
}

/** Sends `body` (bytes, text or a stream) as a member's JSON POST, exactly as given. */
async function rawPost(member: Member, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: { Cookie: member.client.cookie, Origin: ORIGIN, 'Content-Type': 'application/json', ...headers } }),
  );
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

describe('validation messages zod writes itself', () => {
  it('are Portuguese for a field of the wrong type', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/volunteering', {
      title: 'Apoio a idosos isolados',
      organization: 'Associação Vizinhos',
      description: 'Visitas semanais a pessoas idosas que vivem sozinhas no bairro.',
      location: 'Beja',
      contact: 'voluntariado@example.pt',
      expiresAt: 42,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.expiresAt).toMatch(/^(Entrada inválida|Data)/);
    expect(JSON.stringify(response.body)).not.toMatch(/Invalid input|expected/);
  });
});

describe('text in every JSON body', () => {
  it.each([
    ['U+0000 at the start', '\u0000Bom artigo'],
    ['U+0007 (bell)', 'Bom\u0007 artigo'],
    ['U+001B (escape)', 'Bom artigo\u001b[31m'],
    ['U+007F (delete)', 'Bom\u007f artigo'],
    ['a lone high surrogate', 'Bom artigo \ud83d'],
    ['a lone low surrogate', '\ude00 Bom artigo'],
  ])('refuses a comment holding %s with 400 naming the field, and writes nothing', async (_, content) => {
    const member = await createMember();
    const articleId = await anArticle(member.id);
    const before = await countRows('comments');
    const response = await member.client.post('/api/comments', { content, articleId });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: INVALID_CHARACTERS, errors: { content: INVALID_CHARACTERS } });
    expect(await countRows('comments')).toBe(before);
  });

  it('accepts tab, line feed and carriage return, and characters outside the basic plane', async () => {
    const member = await createMember();
    const articleId = await anArticle(member.id);
    const content = 'Primeira linha\r\nSegunda\tlinha 😀';
    const response = await member.client.post('/api/comments', { content, articleId });
    expect(response.status).toBe(201);
    expect(response.body.content).toBe(content);
  });

  it('stores text in NFC, whatever form the keyboard composed it in', async () => {
    const member = await createMember();
    const articleId = await anArticle(member.id);
    const response = await member.client.post('/api/comments', { content: 'Cafe\u0301 e terape\u0302utica', articleId });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT content FROM comments WHERE id = ?').bind(response.body.id).first<{ content: string }>();
    expect(row!.content).toBe('Café e terapêutica');
    expect(row!.content).toBe(row!.content.normalize('NFC'));
  });

  it('names every field that holds a forbidden character, in any route, and leaves numbers and booleans as they are', async () => {
    const member = await createMember();
    const before = await countRows('articles');
    const response = await member.client.post('/api/articles', articleInput({ title: 'Título\u0000', summary: 'Resumo com um sino \u0007 no meio.', categoryId: await categoryId(), readTime: 5 }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ title: INVALID_CHARACTERS, summary: INVALID_CHARACTERS });
    expect(await countRows('articles')).toBe(before);

    const accepted = await member.client.post('/api/events', {
      title: 'Workshop de Integração Sensorial',
      description: 'Um dia de pra\u0301tica clínica com casos reais de integração sensorial.',
      eventDate: new Date(Date.now() + 864e5).toISOString(),
      location: 'Coimbra',
      eventType: 'Workshop',
      maxParticipants: 20,
      flag: true,
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.maxParticipants).toBe(20);
    expect(accepted.body.description).toBe('Um dia de pr\u00e1tica clínica com casos reais de integração sensorial.');
  });

  it('refuses a change (PATCH) with a forbidden character and changes nothing', async () => {
    const member = await createMember();
    const created = await member.client.post('/api/articles', articleInput({ categoryId: await categoryId() }));
    const response = await member.client.patch(`/api/articles/${created.body.id}`, { title: 'Novo\u0000título' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ title: INVALID_CHARACTERS });
    const row = await env.DB.prepare('SELECT title, updated_at FROM articles WHERE id = ?').bind(created.body.id).first();
    expect(row).toEqual({ title: created.body.title, updated_at: created.body.updatedAt });
  });
});

describe('the size and shape of a JSON body', () => {
  it('accepts an article whose HTML is close to 200 KB', async () => {
    const member = await createMember();
    const paragraph = `<p>${LONG_TEXT}</p>`;
    const content = paragraph.repeat(Math.floor(199_000 / paragraph.length));
    const response = await member.client.post('/api/articles', articleInput({ content, categoryId: await categoryId() }));
    expect(response.status).toBe(201);
  });

  it('accepts the longest article in a script that UTF-8 writes in three bytes a character, quotes escaped', async () => {
    const member = await createMember();
    const paragraph = `<p title="nota">${'作業療法と日常生活の支援。'.repeat(20)}</p>`;
    const content = paragraph.repeat(Math.floor(199_000 / paragraph.length));
    const response = await member.client.post('/api/articles', articleInput({ content, categoryId: await categoryId() }));
    expect(new TextEncoder().encode(JSON.stringify({ content })).length).toBeGreaterThan(500_000);
    expect(response.status).toBe(201);
  });

  it('refuses a body over 1 MB with 413 when it declares its length, writing nothing', async () => {
    const member = await createMember();
    const before = await countRows('articles');
    const response = await member.client.post('/api/articles', articleInput({ content: 'x'.repeat(MAX_JSON_BODY_BYTES), categoryId: await categoryId() }));
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(TOO_LARGE);
    expect(await countRows('articles')).toBe(before);
  });

  it('refuses a body over 1 MB with 413 when it is streamed without a length, reading no further', async () => {
    const member = await createMember();
    const articleId = await anArticle(member.id);
    const before = await countRows('comments');
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"articleId":${articleId},"content":"`));
      },
      pull(controller) {
        // An endless body: only a reader that stops at the limit answers at all.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await rawPost(member, '/api/comments', stream);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(TOO_LARGE);
    expect(sent).toBeLessThan(MAX_JSON_BODY_BYTES * 4);
    expect(await countRows('comments')).toBe(before);
  });

  it('refuses absurdly nested data with 400 before walking it, never 500', async () => {
    const member = await createMember();
    const articleId = await anArticle(member.id);
    const before = await countRows('comments');
    const depth = 100_000;
    const response = await rawPost(member, '/api/comments', `{"articleId":${articleId},"content":"Olá","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pedido inválido: os dados têm demasiados níveis encaixados.');
    expect(await countRows('comments')).toBe(before);
    // A few levels, ignored by the schema, are read as usual.
    const shallow = await rawPost(member, '/api/comments', `{"articleId":${articleId},"content":"Olá","extra":[[{"a":["b"]}]]}`);
    expect(shallow.status).toBe(201);
  });

  it('refuses bytes that are not UTF-8 with 400', async () => {
    const member = await createMember();
    const articleId = await anArticle(member.id);
    const prefix = new TextEncoder().encode(`{"articleId":${articleId},"content":"Ol`);
    const body = new Uint8Array([...prefix, 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
    const response = await rawPost(member, '/api/comments', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pedido inválido: envie os dados em formato JSON.');
  });
});

describe('text in query strings', () => {
  it('reads a control character as a space, instead of refusing a search', async () => {
    const author = await createMember();
    const [id] = await insertRows('articles', author.id, [{ title: 'Integração sensorial na escola', categoryId: await categoryId() }]);
    for (const q of ['sensorial%00na', 'sensorial%1Bna%7Fescola']) {
      const response = await new Client().get(`/api/articles?authorId=${author.id}&q=${q}`);
      expect(response.status, q).toBe(200);
      expect(
        response.body.map((article: { id: number }) => article.id),
        q,
      ).toEqual([id]);
    }
  });
});
