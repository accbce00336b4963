import { COMMUNITY_REGIONS } from '#contract/communities-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput, eventInput, protocolInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env, uniqueName } from './helpers';

// Communities of practice (docs/rules/communities.md): the permission matrix of every call, the
// counts under concurrency, and posting into a community. Refused requests change nothing.

let admin: Member;
let moderator: Member;
let portalModerator: Member;
let member: Member;
let other: Member;
let unconfirmed: Member;
let suspended: Member;
let category: number;

const slugOf = (prefix: string) =>
  `${prefix}-${uniqueName('c')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;

/** Every row of communities and community_members, to prove that a refusal wrote nothing. */
const snapshot = async () => {
  const [communities, members] = await env.DB.batch([
    env.DB.prepare('SELECT id, slug, member_count FROM communities ORDER BY id'),
    env.DB.prepare('SELECT community_id, user_id, membership FROM community_members ORDER BY community_id, user_id'),
  ]);
  return { communities: communities!.results, members: members!.results };
};

async function createCommunity(visibility: 'open' | 'closed', slug = slugOf(visibility)) {
  const response = await admin.client.post('/api/communities', { name: `Comunidade ${slug}`, slug, description: 'Uma comunidade para testes do portal.', kind: 'interest', visibility });
  expect(response.status).toBe(201);
  return response.body as { id: number; slug: string };
}

beforeAll(async () => {
  admin = await createMember({ role: 'admin' });
  moderator = await createMember({ fullName: 'Moderadora da Comunidade' });
  portalModerator = await createMember({ role: 'moderator' });
  member = await createMember();
  other = await createMember();
  unconfirmed = await createMember({ emailVerified: false });
  suspended = await createMember({ suspended: true });
  category = await categoryId('Pediatria');
});

describe('the list and a community', () => {
  it('lists the 14 specialty and 7 region communities, open, to a visitor, with no membership', async () => {
    const response = await new Client().get('/api/communities');
    expect(response.status).toBe(200);
    const list = response.body as { slug: string; name: string; kind: string; visibility: string; membership: null }[];
    expect(list.filter((community) => community.kind === 'specialty')).toHaveLength(14);
    expect(list.filter((community) => community.kind === 'region').map((community) => community.slug)).toEqual([
      'norte',
      'centro',
      'lisboa-e-vale-do-tejo',
      'alentejo',
      'algarve',
      'acores',
      'madeira',
    ]);
    expect(list.filter((community) => community.kind === 'region').map((community) => community.name)).toEqual([...COMMUNITY_REGIONS]);
    expect(list.every((community) => community.membership === null)).toBe(true);
    expect(list[0]).toMatchObject({ slug: 'pediatria', name: 'Pediatria', kind: 'specialty', visibility: 'open', memberCount: expect.any(Number) });
  });

  it('answers a community by its slug, and 404 in Portuguese for an unknown one', async () => {
    expect((await new Client().get('/api/communities/pediatria')).body).toMatchObject({ slug: 'pediatria', moderators: [], pendingCount: null, canModerate: false });
    const missing = await new Client().get('/api/communities/nao-existe');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Comunidade não encontrada.' });
  });
});

describe('creating a community', () => {
  it('is for admins only: 401 for a visitor, 403 for members and portal moderators, 401 for a suspended admin; nothing written', async () => {
    const suspendedAdmin = await createMember({ role: 'admin', suspended: true });
    const before = await snapshot();
    const body = { name: 'Autismo', slug: slugOf('autismo'), description: 'Colegas que trabalham com pessoas autistas.', visibility: 'open' };
    expect((await new Client().post('/api/communities', body)).status).toBe(401);
    for (const client of [member.client, unconfirmed.client, portalModerator.client]) {
      const refused = await client.post('/api/communities', body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Só um administrador pode fazer isto.');
    }
    expect((await suspendedAdmin.client.post('/api/communities', body)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('validates the fields in Portuguese, takes interest communities only, and answers 409 on a taken slug', async () => {
    const before = await snapshot();
    const bad = await admin.client.post('/api/communities', { name: 'A', slug: 'Com Espaços', description: 'curta' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: expect.stringMatching(/pelo menos 3/), slug: expect.stringMatching(/^Use apenas letras/), description: expect.stringMatching(/pelo menos 10/) });
    const specialty = await admin.client.post('/api/communities', { name: 'Outra especialidade', slug: slugOf('esp'), description: 'Uma especialidade nova.', kind: 'specialty' });
    expect(specialty.status).toBe(400);
    expect(specialty.body.errors.kind).toMatch(/comunidades de interesse/);
    const taken = await admin.client.post('/api/communities', { name: 'Pediatria de novo', slug: 'pediatria', description: 'O mesmo endereço de outra.' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Já existe uma comunidade com este endereço.', errors: { slug: 'Já existe uma comunidade com este endereço.' } });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 201 with the new community, empty, for an admin', async () => {
    const slug = slugOf('closed');
    const response = await admin.client.post('/api/communities', { name: 'Grupo fechado', slug, description: 'Um grupo de intervisão fechado.', visibility: 'closed' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      slug,
      name: 'Grupo fechado',
      visibility: 'closed',
      description: 'Um grupo de intervisão fechado.',
      kind: 'interest',
      memberCount: 0,
      membership: null,
    });
  });
});

describe('joining and leaving', () => {
  it('joins an open community at once (200), again changes nothing, and leaves it (200)', async () => {
    const open = await createCommunity('open');
    const joined = await member.client.post(`/api/communities/${open.slug}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ membership: 'member', memberCount: 1 });
    expect((await member.client.post(`/api/communities/${open.slug}/join`)).body).toEqual({ membership: 'member', memberCount: 1 });
    expect((await member.client.get('/api/communities')).body.find((community: { slug: string }) => community.slug === open.slug).membership).toBe('member');
    const left = await member.client.delete(`/api/communities/${open.slug}/membership`);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ membership: null, memberCount: 0 });
  });

  it('lets an unconfirmed member join an open community, but not ask to join a closed one (403)', async () => {
    const open = await createCommunity('open');
    expect((await unconfirmed.client.post(`/api/communities/${open.slug}/join`)).status).toBe(200);
    const closed = await createCommunity('closed');
    const before = await snapshot();
    const refused = await unconfirmed.client.post(`/api/communities/${closed.slug}/join`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Confirme o seu endereço de e-mail/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses visitors (401), suspended members (401) and unknown communities (404), writing nothing', async () => {
    const before = await snapshot();
    expect((await new Client().post('/api/communities/pediatria/join')).status).toBe(401);
    expect((await suspended.client.post('/api/communities/pediatria/join')).status).toBe(401);
    expect((await new Client().delete('/api/communities/pediatria/membership')).status).toBe(401);
    expect((await member.client.post('/api/communities/nao-existe/join')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('counts exactly when 20 members join at once, and when they leave at once', async () => {
    const open = await createCommunity('open');
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember()));
    const joined = await Promise.all(members.map((one) => one.client.post(`/api/communities/${open.slug}/join`)));
    expect(joined.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await new Client().get(`/api/communities/${open.slug}`)).body.memberCount).toBe(20);
    await Promise.all(members.slice(0, 7).map((one) => one.client.delete(`/api/communities/${open.slug}/membership`)));
    const row = await env.DB.prepare('SELECT member_count AS n FROM communities WHERE slug = ?').bind(open.slug).first<{ n: number }>();
    expect(row!.n).toBe(13);
    expect(Number((await new Client().get(`/api/communities/${open.slug}/members`)).headers.get('X-Total-Count'))).toBe(13);
  });
});

describe('a closed community', () => {
  let closed: { id: number; slug: string };
  let asker: Member;

  beforeAll(async () => {
    closed = await createCommunity('closed');
    asker = await createMember({ fullName: 'Quem Pede' });
    expect((await admin.client.request('PUT', `/api/communities/${closed.slug}/moderators/${moderator.id}`)).body).toEqual({ membership: 'moderator', memberCount: 1 });
  });

  it('takes a request (202, pending), tells its moderators, and does not count it', async () => {
    const asked = await asker.client.post(`/api/communities/${closed.slug}/join`);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ membership: 'pending', memberCount: 1 });
    const told = (await moderator.client.get('/api/notifications')).body as { kind: string; target: { url: string; title: string } }[];
    expect(told[0]).toMatchObject({ kind: 'community-request', target: { type: 'community', id: closed.id, url: `/comunidades/${closed.slug}#pedidos` } });
    // Asking again is the same request, told once.
    expect((await asker.client.post(`/api/communities/${closed.slug}/join`)).status).toBe(202);
    const again = (await moderator.client.get('/api/notifications')).body as { kind: string; count: number }[];
    expect(again.filter((notification) => notification.kind === 'community-request')).toHaveLength(1);
    expect(again[0]!.count).toBe(1);
  });

  it('shows its members to its members, moderators and admins only (403 for others), and its requests to its moderators and admins', async () => {
    const before = await snapshot();
    for (const client of [new Client(), other.client, asker.client]) {
      const refused = await client.get(`/api/communities/${closed.slug}/members`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Só os membros desta comunidade veem quem dela faz parte.');
    }
    for (const client of [moderator.client, admin.client, portalModerator.client]) expect((await client.get(`/api/communities/${closed.slug}/members`)).status).toBe(200);
    expect((await new Client().get(`/api/communities/${closed.slug}/requests`)).status).toBe(401);
    for (const client of [other.client, asker.client, portalModerator.client]) expect((await client.get(`/api/communities/${closed.slug}/requests`)).status).toBe(403);
    for (const client of [moderator.client, admin.client]) {
      const requests = await client.get(`/api/communities/${closed.slug}/requests`);
      expect(requests.status).toBe(200);
      expect(requests.body).toEqual([{ member: expect.objectContaining({ id: asker.id, fullName: 'Quem Pede' }), requestedAt: expect.any(String) }]);
    }
    expect((await moderator.client.get(`/api/communities/${closed.slug}`)).body).toMatchObject({ pendingCount: 1, canModerate: true, moderators: [expect.objectContaining({ id: moderator.id })] });
    expect((await other.client.get(`/api/communities/${closed.slug}`)).body).toMatchObject({ pendingCount: null, canModerate: false });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a decision from anyone but its moderators and admins, and an unknown request (404); nothing changes', async () => {
    const before = await snapshot();
    for (const client of [other.client, asker.client, portalModerator.client, unconfirmed.client]) {
      const refused = await client.post(`/api/communities/${closed.slug}/requests/${asker.id}`, { decision: 'approve' });
      expect(refused.status).toBe(403);
    }
    expect((await suspended.client.post(`/api/communities/${closed.slug}/requests/${asker.id}`, { decision: 'approve' })).status).toBe(401);
    expect((await moderator.client.post(`/api/communities/${closed.slug}/requests/${other.id}`, { decision: 'approve' })).status).toBe(404);
    const invalid = await moderator.client.post(`/api/communities/${closed.slug}/requests/${asker.id}`, { decision: 'talvez' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Escolha aprovar ou recusar o pedido.');
    expect(await snapshot()).toEqual(before);
  });

  it('approves a request once when two moderators approve it at once, and tells the member', async () => {
    const [first, second] = await Promise.all([
      moderator.client.post(`/api/communities/${closed.slug}/requests/${asker.id}`, { decision: 'approve' }),
      admin.client.post(`/api/communities/${closed.slug}/requests/${asker.id}`, { decision: 'approve' }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 404]);
    expect((await new Client().get('/api/communities')).body.find((community: { slug: string }) => community.slug === closed.slug).memberCount).toBe(2);
    const told = (await asker.client.get('/api/notifications')).body as { kind: string; target: { url: string } }[];
    expect(told.filter((notification) => notification.kind === 'community-approved')).toHaveLength(1);
    expect(told[0]!.target.url).toBe(`/comunidades/${closed.slug}`);
    expect((await asker.client.get(`/api/communities/${closed.slug}/members`)).status).toBe(200);
  });

  it('refuses a request: it goes, nobody is counted, and the member may ask again', async () => {
    const refusedOne = await createMember();
    await refusedOne.client.post(`/api/communities/${closed.slug}/join`);
    const refused = await moderator.client.post(`/api/communities/${closed.slug}/requests/${refusedOne.id}`, { decision: 'refuse' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ membership: null, memberCount: 2 });
    expect((await refusedOne.client.post(`/api/communities/${closed.slug}/join`)).status).toBe(202);
    // Withdrawing a request.
    expect((await refusedOne.client.delete(`/api/communities/${closed.slug}/membership`)).body).toEqual({ membership: null, memberCount: 2 });
  });

  it('lets admins only appoint and remove community moderators', async () => {
    const before = await snapshot();
    for (const client of [moderator.client, portalModerator.client, other.client]) expect((await client.request('PUT', `/api/communities/${closed.slug}/moderators/${other.id}`)).status).toBe(403);
    expect((await admin.client.request('PUT', `/api/communities/${closed.slug}/moderators/999999`)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await admin.client.request('PUT', `/api/communities/${closed.slug}/moderators/${asker.id}`)).body).toEqual({ membership: 'moderator', memberCount: 2 });
    expect((await admin.client.request('DELETE', `/api/communities/${closed.slug}/moderators/${asker.id}`)).body).toEqual({ membership: 'member', memberCount: 2 });
    expect((await admin.client.request('DELETE', `/api/communities/${closed.slug}/moderators/${asker.id}`)).status).toBe(409);
  });
});

describe('posting into a community', () => {
  it('needs its membership (403), a known community (400), and answers the community on the item; lists filter by it', async () => {
    const open = await createCommunity('open');
    const poster = await createMember();
    const countRows = () => env.DB.prepare('SELECT (SELECT count(*) FROM articles) + (SELECT count(*) FROM protocols) + (SELECT count(*) FROM events) AS n').first<{ n: number }>();
    const before = await countRows();
    for (const [path, input] of [
      ['/api/articles', articleInput({ categoryId: category, communityId: open.id })],
      ['/api/protocols', protocolInput({ categoryId: category, communityId: open.id })],
      ['/api/events', eventInput({ communityId: open.id })],
    ] as const) {
      const refused = await poster.client.post(path, input);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('Só os membros desta comunidade publicam nela: adira primeiro.');
      const unknown = await poster.client.post(path, { ...input, communityId: 999999 });
      expect(unknown.status, path).toBe(400);
      expect(unknown.body.errors).toEqual({ communityId: 'Comunidade não encontrada.' });
    }
    expect(await countRows()).toEqual(before);

    await poster.client.post(`/api/communities/${open.slug}/join`);
    const summary = { id: open.id, slug: open.slug, name: `Comunidade ${open.slug}`, visibility: 'open' };
    const article = await poster.client.post('/api/articles', articleInput({ categoryId: category, communityId: open.id }));
    expect(article.status).toBe(201);
    expect(article.body).toMatchObject({ communityId: open.id, community: summary });
    const event = await poster.client.post('/api/events', eventInput({ communityId: open.id }));
    expect(event.status).toBe(201);
    expect(event.body).toMatchObject({ communityId: open.id, community: summary });
    expect((await new Client().get(`/api/articles?communityId=${open.id}`)).body.map((item: { id: number }) => item.id)).toEqual([article.body.id]);
    expect((await new Client().get(`/api/events?communityId=${open.id}`)).body.map((item: { id: number }) => item.id)).toEqual([event.body.id]);
    // An item outside communities answers null.
    const portal = await poster.client.post('/api/articles', articleInput({ categoryId: category }));
    expect(portal.body).toMatchObject({ communityId: null, community: null });

    // Moving it out of the community needs nothing; into one the author left, their membership.
    await poster.client.delete(`/api/communities/${open.slug}/membership`);
    const moved = await poster.client.patch(`/api/articles/${portal.body.id}`, { communityId: open.id });
    expect(moved.status).toBe(403);
    expect((await poster.client.patch(`/api/articles/${article.body.id}`, { communityId: null })).body).toMatchObject({ communityId: null, community: null });
  });
});

describe('account deletion and export', () => {
  it("exports the member's communities, and deleting the account removes their memberships and keeps the count right", async () => {
    const open = await createCommunity('open');
    const leaving = await createMember();
    await leaving.client.post(`/api/communities/${open.slug}/join`);
    await other.client.post(`/api/communities/${open.slug}/join`);
    const exported = await leaving.client.get('/api/me/export');
    const data = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(data.communities).toEqual([{ slug: open.slug, name: `Comunidade ${open.slug}`, membership: 'member', createdAt: expect.any(String) }]);
    await env.DB.prepare("UPDATE users SET password_hash = 'x' WHERE id = ?").bind(leaving.id).run();
    const { deleteAccountData } = await import('../../worker/db/queries/account-data');
    await deleteAccountData(env.DB, { id: leaving.id, username: leaving.username, email: `${leaving.username}@example.pt`, fullName: leaving.fullName }, false);
    const row = await env.DB.prepare('SELECT member_count AS n, (SELECT count(*) FROM community_members WHERE community_id = communities.id) AS rows FROM communities WHERE id = ?')
      .bind(open.id)
      .first<{ n: number; rows: number }>();
    expect(row).toEqual({ n: 1, rows: 1 });
  });
});
