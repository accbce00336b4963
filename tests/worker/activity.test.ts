import { describe, expect, it, vi } from 'vitest';
import { categoryId, createMember } from './fixtures';
import { Client, env, statementsOf } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

/** Timestamps one minute apart from a fixed start, so the expected order is unambiguous. */
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();

async function insert(sql: string, ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>();
  return row!.id;
}

describe('GET /api/me/activity', () => {
  it("lists everything the member did, newest first, with each item's title and page", async () => {
    const me = await createMember();
    const someoneElse = await createMember();
    const category = await categoryId();

    const article = await insert(
      'INSERT INTO articles (title, summary, content, author_id, category_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      'O meu artigo sobre integração sensorial',
      'Resumo',
      '<p>Texto</p>',
      me.id,
      category,
      at(1),
    );
    const protocol = await insert(
      'INSERT INTO protocols (title, summary, content, author_id, category_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      'O meu protocolo de AVD',
      'Resumo',
      '<p>Texto</p>',
      me.id,
      category,
      at(2),
    );
    const event = await insert(
      'INSERT INTO events (title, description, event_type, event_date, location, organizer_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      'Workshop de terapia da mão',
      'Descrição',
      'Workshop',
      '2027-01-10T10:00:00.000Z',
      'Lisboa',
      me.id,
      at(3),
    );
    const opportunity = await insert(
      'INSERT INTO opportunities (title, description, company, location, contact_email, poster_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      'Terapeuta ocupacional em Beja',
      'Descrição',
      'Clínica',
      'Beja',
      'rh@example.pt',
      me.id,
      at(4),
    );
    const volunteering = await insert(
      'INSERT INTO volunteering (title, description, organization, location, contact_email, poster_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      'Apoio a idosos',
      'Descrição',
      'Associação',
      'Porto',
      'ajuda@example.pt',
      me.id,
      at(5),
    );
    const theirArticle = await insert(
      'INSERT INTO articles (title, summary, content, author_id, category_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      'Artigo de outra pessoa',
      'Resumo',
      '<p>Texto</p>',
      someoneElse.id,
      category,
      at(6),
    );
    const theirProtocol = await insert(
      'INSERT INTO protocols (title, summary, content, author_id, category_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      'Protocolo de outra pessoa',
      'Resumo',
      '<p>Texto</p>',
      someoneElse.id,
      category,
      at(7),
    );
    const theirEvent = await insert(
      'INSERT INTO events (title, description, event_type, event_date, location, organizer_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      'Congresso de outra pessoa',
      'Descrição',
      'Congresso',
      '2027-02-10T10:00:00.000Z',
      'Coimbra',
      someoneElse.id,
      at(8),
    );
    await insert('INSERT INTO comments (content, user_id, article_id, created_at) VALUES (?, ?, ?, ?)', 'Muito útil!', me.id, theirArticle, at(9));
    await insert('INSERT INTO comments (content, user_id, protocol_id, created_at) VALUES (?, ?, ?, ?)', 'Obrigada.', me.id, theirProtocol, at(10));
    await insert('INSERT INTO likes (user_id, protocol_id, created_at) VALUES (?, ?, ?)', me.id, theirProtocol, at(11));
    await insert('INSERT INTO likes (user_id, article_id, created_at) VALUES (?, ?, ?)', me.id, theirArticle, at(12));
    await insert('INSERT INTO event_registrations (event_id, user_id, created_at) VALUES (?, ?, ?)', theirEvent, me.id, at(13));
    // What others do is not the member's activity.
    await insert('INSERT INTO comments (content, user_id, article_id, created_at) VALUES (?, ?, ?, ?)', 'Comentário alheio', someoneElse.id, article, at(14));
    await insert('INSERT INTO likes (user_id, article_id, created_at) VALUES (?, ?, ?)', someoneElse.id, article, at(15));

    const response = await me.client.get('/api/me/activity');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(statementsOf(response)).toBe(1);
    expect(response.body).toEqual([
      { kind: 'registration', createdAt: at(13), title: 'Congresso de outra pessoa', href: `/eventos/${theirEvent}` },
      { kind: 'like', createdAt: at(12), title: 'Artigo de outra pessoa', href: `/articles/${theirArticle}` },
      { kind: 'like', createdAt: at(11), title: 'Protocolo de outra pessoa', href: `/protocols/${theirProtocol}` },
      { kind: 'comment', createdAt: at(10), title: 'Protocolo de outra pessoa', href: `/protocols/${theirProtocol}` },
      { kind: 'comment', createdAt: at(9), title: 'Artigo de outra pessoa', href: `/articles/${theirArticle}` },
      { kind: 'volunteering', createdAt: at(5), title: 'Apoio a idosos', href: `/voluntariado/${volunteering}` },
      { kind: 'opportunity', createdAt: at(4), title: 'Terapeuta ocupacional em Beja', href: `/oportunidades/${opportunity}` },
      { kind: 'event', createdAt: at(3), title: 'Workshop de terapia da mão', href: `/eventos/${event}` },
      { kind: 'protocol', createdAt: at(2), title: 'O meu protocolo de AVD', href: `/protocols/${protocol}` },
      { kind: 'article', createdAt: at(1), title: 'O meu artigo sobre integração sensorial', href: `/articles/${article}` },
    ]);
  });

  it('shows the newest 20 items at most', async () => {
    const me = await createMember();
    const author = await createMember();
    const category = await categoryId();
    const target = await insert(
      'INSERT INTO articles (title, summary, content, author_id, category_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      'Artigo muito comentado',
      'Resumo',
      '<p>Texto</p>',
      author.id,
      category,
      at(0),
    );
    for (let minute = 1; minute <= 25; minute += 1) {
      await insert('INSERT INTO comments (content, user_id, article_id, created_at) VALUES (?, ?, ?, ?)', `Comentário ${minute}`, me.id, target, at(minute));
    }
    const response = await me.client.get('/api/me/activity');
    expect(response.body).toHaveLength(20);
    expect(response.body[0].createdAt).toBe(at(25));
    expect(response.body[19].createdAt).toBe(at(6));
  });

  it('answers an empty list to a member who has done nothing yet', async () => {
    const me = await createMember();
    const response = await me.client.get('/api/me/activity');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const response = await new Client().get('/api/me/activity');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Inicie sessão para continuar.' });
  });
});
