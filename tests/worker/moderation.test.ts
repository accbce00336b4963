import { auditActorName, type AuditEntry } from '#contract/moderation';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, registerMember, uniqueAddress } from './account-helpers';
import { articleInput, eventInput } from './content-fixtures';
import { categoryId, createMember, type Member } from './fixtures';
import { Client, env } from './helpers';
import { watchMail } from './mail-helpers';

/*
 * Moderation (docs/rules/trust.md): who may read the queue, act, change roles and read the log;
 * what each action does and logs; suspension ends sessions, refuses sign-in, hides the member's
 * content and unsuspension restores only that.
 */

let category: number;
let moderator: Member;
let admin: Member;

const tables = ['reports', 'moderation_log', 'notifications'];
const snapshot = async () => {
  const counts = await Promise.all(tables.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()));
  const state = await env.DB.prepare(
    `SELECT (SELECT group_concat(id || ':' || coalesce(hidden_cause, '-')) FROM articles) AS articles,
            (SELECT group_concat(id || ':' || role || ':' || coalesce(suspended_at, '-')) FROM users) AS users,
            (SELECT count(*) FROM reports WHERE resolved_at IS NOT NULL) AS resolved`,
  ).first();
  return { counts: counts.map((row) => row!.n), state };
};

const hiddenOf = (table: string, id: number) =>
  env.DB.prepare(`SELECT hidden_at AS hiddenAt, hidden_cause AS hiddenCause, hidden_reason AS hiddenReason FROM ${table} WHERE id = ?`)
    .bind(id)
    .first<{ hiddenAt: string | null; hiddenCause: string | null; hiddenReason: string | null }>();

async function newArticle(by: Member): Promise<number> {
  const response = await by.client.post('/api/articles', articleInput({ categoryId: category }));
  expect(response.status).toBe(201);
  return (response.body as { id: number }).id;
}

const lastLog = (targetType: string, targetId: number) =>
  env.DB.prepare(
    'SELECT actor_id AS actorId, actor_role AS actorRole, action, target_title AS targetTitle, reason FROM moderation_log WHERE target_type = ? AND target_id = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(targetType, targetId)
    .first();

beforeAll(async () => {
  category = await categoryId();
  moderator = await createMember({ role: 'moderator', fullName: 'Moderadora Teste' });
  admin = await createMember({ role: 'admin', fullName: 'Administradora Teste' });
});

describe('permissions of every moderation endpoint', () => {
  it('visitors 401, suspended 401, members and unconfirmed members 403, moderators the queue and actions, admins everything; refusals change nothing', async () => {
    const author = await createMember();
    const article = await newArticle(author);
    await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'spam' });
    const target = await createMember();
    const who: Record<string, Client> = {
      visitor: new Client(),
      suspended: (await createMember({ suspended: true, role: 'moderator' })).client,
      member: (await createMember()).client,
      unconfirmed: (await createMember({ emailVerified: false })).client,
      author: author.client,
    };
    const calls: [string, (client: Client) => Promise<{ status: number }>][] = [
      ['GET reports', (client) => client.get('/api/moderation/reports')],
      ['POST actions', (client) => client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'hide', reason: 'Publicidade.' })],
      ['GET members', (client) => client.get('/api/moderation/members')],
      ['POST roles', (client) => client.post('/api/moderation/roles', { userId: target.id, role: 'moderator' })],
      ['GET audit', (client) => client.get('/api/moderation/audit')],
    ];
    const before = await snapshot();
    for (const [name, client] of Object.entries(who)) {
      for (const [label, call] of calls) {
        const response = await call(client);
        const expected = name === 'visitor' || name === 'suspended' ? 401 : 403;
        expect(response.status, `${name} ${label}`).toBe(expected);
      }
    }
    // A moderator may not change roles nor read the log or the members.
    for (const [label, call] of calls.filter(([label]) => ['GET members', 'POST roles', 'GET audit'].includes(label))) {
      expect((await call(moderator.client)).status, `moderator ${label}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);

    const queue = await moderator.client.get('/api/moderation/reports');
    expect(queue.status).toBe(200);
    expect(queue.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Number(queue.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(1);
    const entry = (queue.body as { targetType: string; targetId: number }[]).find((item) => item.targetType === 'article' && item.targetId === article) as Record<string, any>;
    expect(entry.count).toBe(1);
    expect(entry.reports[0]).toMatchObject({ reason: 'spam', details: null, createdAt: expect.any(String) });
    expect(entry.target).toMatchObject({ title: 'Intervenção sensorial na escola', url: `/articles/${article}`, html: true, hidden: null, suspended: false });
    expect(entry.target.author.id).toBe(author.id);
    expect(entry.target.content).toContain('terapia ocupacional');
    for (const client of [moderator.client, admin.client]) expect((await client.get('/api/moderation/reports?limit=1')).status).toBe(200);
    expect((await admin.client.get('/api/moderation/audit')).status).toBe(200);
    expect((await admin.client.get('/api/moderation/members')).status).toBe(200);
  });
});

describe('each action, its effect and its log row', () => {
  it('hide (the author is told with the reason), restore, and 409 when nothing would change', async () => {
    const author = await createMember();
    const article = await newArticle(author);
    await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'ofensivo' });
    const hide = await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'hide', reason: 'Linguagem ofensiva.' });
    expect(hide.status).toBe(200);
    expect(hide.body).toEqual({ action: 'hide', targetType: 'article', targetId: article, resolved: 1 });
    expect(await hiddenOf('articles', article)).toEqual({ hiddenAt: expect.any(String), hiddenCause: 'moderator', hiddenReason: 'Linguagem ofensiva.' });
    expect(await lastLog('article', article)).toEqual({ actorId: moderator.id, actorRole: 'moderator', action: 'hide', targetTitle: 'Intervenção sensorial na escola', reason: 'Linguagem ofensiva.' });
    const open = await env.DB.prepare('SELECT count(*) AS n FROM reports WHERE target_id = ? AND resolved_at IS NULL').bind(article).first<{ n: number }>();
    expect(open!.n).toBe(0);
    const notices = (await author.client.get('/api/notifications')).body as { kind: string; reason: string | null; target: { id: number; url: string } }[];
    expect(notices[0]).toMatchObject({ kind: 'moderation-hidden', reason: 'Linguagem ofensiva.', target: { id: article, url: `/articles/${article}` } });

    const before = await snapshot();
    const again = await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'hide', reason: 'Outra vez.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este conteúdo já está oculto pela moderação.');
    expect(await snapshot()).toEqual(before);

    const restore = await admin.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'restore', reason: 'Revisto: pode ficar.' });
    expect(restore.status).toBe(200);
    expect(await hiddenOf('articles', article)).toEqual({ hiddenAt: null, hiddenCause: null, hiddenReason: null });
    expect(await lastLog('article', article)).toMatchObject({ actorId: admin.id, actorRole: 'admin', action: 'restore', reason: 'Revisto: pode ficar.' });
    expect((await admin.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'restore', reason: 'Outra vez.' })).status).toBe(409);
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: 99999999, action: 'hide', reason: 'Nada.' })).status).toBe(404);
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'hide', reason: '' })).status).toBe(400);
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'suspend', reason: 'Não.' })).status).toBe(400);
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'user', targetId: author.id, action: 'hide', reason: 'Não.' })).status).toBe(400);
  });

  it("a hidden comment's notification leads to the page it is on, where its author sees it hidden", async () => {
    const author = await createMember();
    const article = await newArticle(author);
    const commenter = await createMember();
    const comment = ((await commenter.client.post('/api/comments', { articleId: article, content: 'Um comentário que vai ser ocultado.' })).body as { id: number }).id;
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'comment', targetId: comment, action: 'hide', reason: 'Fora do tema.' })).status).toBe(200);
    const notices = (await commenter.client.get('/api/notifications')).body as { kind: string; target: { type: string; url: string } }[];
    expect(notices[0]).toMatchObject({ kind: 'moderation-hidden', target: { type: 'comment', url: `/articles/${article}` } });
  });

  it('dismiss resolves the reports and restores what the reports hid; delete removes the item and tells its author', async () => {
    const author = await createMember();
    const article = await newArticle(author);
    for (let i = 0; i < 3; i++) await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'spam' });
    expect((await hiddenOf('articles', article))!.hiddenCause).toBe('reports');
    const dismiss = await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'dismiss', reason: 'Não é spam.' });
    expect(dismiss.status).toBe(200);
    expect(dismiss.body.resolved).toBe(3);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    expect(await lastLog('article', article)).toMatchObject({ action: 'dismiss', reason: 'Não é spam.' });
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'dismiss', reason: 'De novo.' })).status).toBe(409);

    const event = ((await author.client.post('/api/events', eventInput())).body as { id: number }).id;
    const deleted = await moderator.client.post('/api/moderation/actions', { targetType: 'event', targetId: event, action: 'delete', reason: 'Evento falso.' });
    expect(deleted.status).toBe(200);
    expect(await env.DB.prepare('SELECT id FROM events WHERE id = ?').bind(event).first()).toBeNull();
    expect(await lastLog('event', event)).toMatchObject({
      actorId: moderator.id,
      actorRole: 'moderator',
      action: 'delete',
      targetTitle: 'Encontro de terapeutas ocupacionais',
      reason: 'Evento falso.',
    });
    const notices = (await author.client.get('/api/notifications')).body as { kind: string; reason: string; target: { url: string } }[];
    expect(notices[0]).toMatchObject({ kind: 'moderation-deleted', reason: 'Evento falso.', target: { url: '/profile' } });
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'event', targetId: event, action: 'delete', reason: 'Outra vez.' })).status).toBe(404);
  });
});

describe('two moderators at once', () => {
  it('hide the same article once: one 200, one 409, one log row, one notification', async () => {
    const author = await createMember();
    const article = await newArticle(author);
    const other = await createMember({ role: 'moderator' });
    const answers = await Promise.all(
      [moderator, other].map((who) => who.client.post('/api/moderation/actions', { targetType: 'article', targetId: article, action: 'hide', reason: 'Publicidade.' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const logged = await env.DB.prepare("SELECT count(*) AS n FROM moderation_log WHERE target_type = 'article' AND target_id = ?").bind(article).first<{ n: number }>();
    expect(logged!.n).toBe(1);
    const told = await env.DB.prepare("SELECT count AS n FROM notifications WHERE user_id = ? AND kind = 'moderation-hidden'").bind(author.id).all<{ n: number }>();
    expect(told.results).toEqual([{ n: 1 }]);
  });
});

describe('suspension', () => {
  it('ends sessions, refuses sign-in, hides the content; unsuspension restores only what it hid', async () => {
    const { client, user } = await registerMember();
    const member = { id: user.id, client } as Member;
    const article = await newArticle(member);
    const alreadyHidden = await newArticle(member);
    await moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: alreadyHidden, action: 'hide', reason: 'Cópia de outro artigo.' });
    const other = await createMember();
    const otherArticle = await newArticle(other);
    const comment = ((await client.post('/api/comments', { articleId: otherArticle, content: 'Um comentário meu.' })).body as { id: number }).id;
    const mail = watchMail();
    try {
      const suspend = await moderator.client.post('/api/moderation/actions', { targetType: 'user', targetId: user.id, action: 'suspend', reason: 'Publicidade repetida.' });
      expect(suspend.status).toBe(200);
      expect(mail.to(user.email).at(-1)!.subject).toBe('A sua conta na Rede TO foi suspensa');
    } finally {
      mail.restore();
    }
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.post('/api/articles', articleInput({ categoryId: category }))).status).toBe(401);
    expect(await hiddenOf('articles', article)).toEqual({ hiddenAt: expect.any(String), hiddenCause: 'suspension', hiddenReason: 'Publicidade repetida.' });
    expect((await hiddenOf('comments', comment))!.hiddenCause).toBe('suspension');
    expect((await hiddenOf('articles', alreadyHidden))!.hiddenCause).toBe('moderator');
    expect(await lastLog('user', user.id)).toMatchObject({ actorId: moderator.id, action: 'suspend', reason: 'Publicidade repetida.' });

    const sessionsBefore = (await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').bind(user.id).first<{ n: number }>())!.n;
    expect(sessionsBefore).toBe(0);
    const login = await new Client().post('/api/login', { username: user.username, password: GOOD_PASSWORD }, uniqueAddress());
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('A sua conta está suspensa. Motivo: Publicidade repetida.');
    expect(login.headers.get('Set-Cookie')).toBeNull();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').bind(user.id).first<{ n: number }>())!.n).toBe(0);
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'user', targetId: user.id, action: 'suspend', reason: 'De novo.' })).status).toBe(409);

    const unsuspend = await admin.client.post('/api/moderation/actions', { targetType: 'user', targetId: user.id, action: 'unsuspend', reason: 'Compromisso de não repetir.' });
    expect(unsuspend.status).toBe(200);
    expect((await hiddenOf('articles', article))!.hiddenAt).toBeNull();
    expect((await hiddenOf('comments', comment))!.hiddenAt).toBeNull();
    expect((await hiddenOf('articles', alreadyHidden))!.hiddenCause).toBe('moderator');
    const again = await new Client().post('/api/login', { username: user.username, password: GOOD_PASSWORD }, uniqueAddress());
    expect(again.status).toBe(200);
  });

  it('a moderator cannot suspend an admin or themselves; an admin can suspend a moderator', async () => {
    const before = await snapshot();
    const refused = await moderator.client.post('/api/moderation/actions', { targetType: 'user', targetId: admin.id, action: 'suspend', reason: 'Tentativa.' });
    expect(refused.status).toBe(403);
    expect((await moderator.client.post('/api/moderation/actions', { targetType: 'user', targetId: moderator.id, action: 'suspend', reason: 'Tentativa.' })).status).toBe(403);
    expect((await admin.client.post('/api/moderation/actions', { targetType: 'user', targetId: admin.id, action: 'suspend', reason: 'Tentativa.' })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    const other = await createMember({ role: 'moderator' });
    expect((await admin.client.post('/api/moderation/actions', { targetType: 'user', targetId: other.id, action: 'suspend', reason: 'Abuso da função.' })).status).toBe(200);
    expect((await other.client.get('/api/moderation/reports')).status).toBe(401);
  });
});

describe('roles', () => {
  it('an admin grants and revokes moderator, logged; an admin cannot be changed; members found by name', async () => {
    const member = await createMember({ fullName: 'Joaquina Promovível' });
    expect((await member.client.get('/api/moderation/reports')).status).toBe(403);
    const grant = await admin.client.post('/api/moderation/roles', { userId: member.id, role: 'moderator' });
    expect(grant.status).toBe(200);
    expect(grant.body).toEqual({ userId: member.id, role: 'moderator' });
    expect((await member.client.get('/api/moderation/reports')).status).toBe(200);
    expect(await lastLog('user', member.id)).toMatchObject({ actorId: admin.id, actorRole: 'admin', action: 'grant-moderator', targetTitle: 'Joaquina Promovível' });
    const staff = (await admin.client.get('/api/moderation/members')).body as { id: number; role: string }[];
    expect(staff.find((row) => row.id === member.id)?.role).toBe('moderator');
    expect((await admin.client.post('/api/moderation/roles', { userId: member.id, role: 'moderator' })).status).toBe(409);
    const found = (await admin.client.get(`/api/moderation/members?q=${encodeURIComponent('promovivel')}`)).body as { id: number }[];
    expect(found.map((row) => row.id)).toEqual([member.id]);

    const revoke = await admin.client.post('/api/moderation/roles', { userId: member.id, role: 'member' });
    expect(revoke.status).toBe(200);
    expect((await member.client.get('/api/moderation/reports')).status).toBe(403);
    expect(await lastLog('user', member.id)).toMatchObject({ action: 'revoke-moderator' });

    const otherAdmin = await createMember({ role: 'admin' });
    expect((await admin.client.post('/api/moderation/roles', { userId: otherAdmin.id, role: 'member' })).status).toBe(409);
    expect((await admin.client.post('/api/moderation/roles', { userId: admin.id, role: 'member' })).status).toBe(400);
    expect((await admin.client.post('/api/moderation/roles', { userId: 99999999, role: 'moderator' })).status).toBe(404);
    expect((await admin.client.post('/api/moderation/roles', { userId: member.id, role: 'admin' })).status).toBe(400);

    const audit = await admin.client.get('/api/moderation/audit?limit=5');
    expect(audit.status).toBe(200);
    expect((audit.body as unknown[]).length).toBe(5);
    expect(audit.body[0]).toMatchObject({ action: 'revoke-moderator', targetType: 'user', targetId: member.id, actor: { id: admin.id }, actorRole: 'admin' });
  });
});

describe('moderators act on members only (2026-11-28)', () => {
  const STAFF_ONLY = 'Só um administrador pode agir sobre o conteúdo ou a conta de um moderador ou de um administrador.';
  const act = (who: Member, targetType: string, targetId: number, action: string) => who.client.post('/api/moderation/actions', { targetType, targetId, action, reason: 'Tentativa.' });

  it("a moderator may not suspend, unsuspend, hide, restore, dismiss or delete a moderator's or an admin's account or content (403, nothing written); an admin may", async () => {
    const otherModerator = await createMember({ role: 'moderator' });
    const suspendedModerator = await createMember({ role: 'moderator', suspended: true });
    const adminArticle = await newArticle(admin);
    const moderatorArticle = await newArticle(otherModerator);
    const ownArticle = await newArticle(moderator);
    const hiddenAdminArticle = await newArticle(admin);
    await env.DB.prepare("UPDATE articles SET hidden_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), hidden_cause = 'reports', hidden_reason = 'x' WHERE id = ?").bind(hiddenAdminArticle).run();
    const adminComment = ((await admin.client.post('/api/comments', { articleId: moderatorArticle, content: 'Um comentário da administração.' })).body as { id: number }).id;
    for (const article of [adminArticle, moderatorArticle, ownArticle]) {
      expect((await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: article, reason: 'spam' })).status).toBe(201);
    }
    const before = await snapshot();
    const comments = await env.DB.prepare('SELECT count(*) AS n FROM comments').first<{ n: number }>();
    const refusals: [string, number, string][] = [
      ['user', otherModerator.id, 'suspend'],
      ['user', admin.id, 'suspend'],
      ['user', suspendedModerator.id, 'unsuspend'],
      ['article', adminArticle, 'hide'],
      ['article', adminArticle, 'dismiss'],
      ['article', adminArticle, 'delete'],
      ['article', moderatorArticle, 'hide'],
      ['article', moderatorArticle, 'delete'],
      ['article', ownArticle, 'dismiss'],
      ['article', hiddenAdminArticle, 'restore'],
      ['comment', adminComment, 'hide'],
      ['comment', adminComment, 'delete'],
    ];
    for (const [targetType, targetId, action] of refusals) {
      const response = await act(moderator, targetType, targetId, action);
      expect(response.status, `${action} ${targetType}`).toBe(403);
      expect(response.body, `${action} ${targetType}`).toEqual({ message: STAFF_ONLY });
    }
    // The authors' own route refuses a moderator too.
    for (const [path, label] of [
      [`/api/articles/${adminArticle}`, 'article'],
      [`/api/comments/${adminComment}`, 'comment'],
    ] as const) {
      const response = await moderator.client.delete(path);
      expect(response.status, label).toBe(403);
      expect(response.body.message, label).toBe(STAFF_ONLY);
    }
    expect(await snapshot()).toEqual(before);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM comments').first<{ n: number }>()).toEqual(comments);

    // An admin acts on anyone but suspends not themself (see above); a moderator on members.
    expect((await act(admin, 'article', moderatorArticle, 'hide')).status).toBe(200);
    expect((await act(admin, 'article', hiddenAdminArticle, 'restore')).status).toBe(200);
    expect((await act(admin, 'comment', adminComment, 'delete')).status).toBe(200);
    expect((await act(admin, 'user', suspendedModerator.id, 'unsuspend')).status).toBe(200);
    expect((await admin.client.delete(`/api/articles/${ownArticle}`)).status).toBe(204);
    const member = await createMember();
    expect((await act(moderator, 'article', await newArticle(member), 'hide')).status).toBe(200);
    expect((await act(moderator, 'user', member.id, 'suspend')).status).toBe(200);
    // A moderator still deletes their own article through its route, as its author.
    expect((await moderator.client.delete(`/api/articles/${await newArticle(moderator)}`)).status).toBe(204);
  });

  it("the log keeps each actor's role; a moderator or admin who deleted their account reads as 'Moderador removido' or 'Administrador removido', the portal's own actions as 'Sistema'", async () => {
    const author = await createMember();
    const leaving: Record<'moderator' | 'admin', { client: Client; id: number; password: string }> = {} as never;
    for (const role of ['moderator', 'admin'] as const) {
      const { client, user, password } = await registerMember({ fullName: role === 'admin' ? 'Administradora De Saída' : 'Moderador De Saída' });
      await env.DB.prepare("UPDATE users SET role = ?, email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(role, user.id).run();
      leaving[role] = { client, id: user.id, password };
    }
    const hiddenByModerator = await newArticle(author);
    const hiddenByAdmin = await newArticle(author);
    const hiddenByReports = await newArticle(author);
    expect((await leaving.moderator.client.post('/api/moderation/actions', { targetType: 'article', targetId: hiddenByModerator, action: 'hide', reason: 'Publicidade.' })).status).toBe(200);
    expect((await leaving.admin.client.post('/api/moderation/actions', { targetType: 'article', targetId: hiddenByAdmin, action: 'hide', reason: 'Publicidade.' })).status).toBe(200);
    for (let i = 0; i < 3; i++) await (await createMember()).client.post('/api/reports', { targetType: 'article', targetId: hiddenByReports, reason: 'spam' });
    expect(await lastLog('article', hiddenByModerator)).toMatchObject({ actorId: leaving.moderator.id, actorRole: 'moderator' });
    expect(await lastLog('article', hiddenByAdmin)).toMatchObject({ actorId: leaving.admin.id, actorRole: 'admin' });
    expect(await lastLog('article', hiddenByReports)).toMatchObject({ actorId: null, actorRole: null });

    for (const who of Object.values(leaving)) expect((await who.client.request('DELETE', '/api/me', { password: who.password, keepContent: false })).status).toBe(204);
    const audit = (await admin.client.get('/api/moderation/audit?limit=100')).body as AuditEntry[];
    const entryOf = (article: number) => audit.find((entry) => entry.targetType === 'article' && entry.targetId === article)!;
    expect(entryOf(hiddenByModerator)).toMatchObject({ actor: null, actorRole: 'moderator' });
    expect(auditActorName(entryOf(hiddenByModerator))).toBe('Moderador removido');
    expect(entryOf(hiddenByAdmin)).toMatchObject({ actor: null, actorRole: 'admin' });
    expect(auditActorName(entryOf(hiddenByAdmin))).toBe('Administrador removido');
    expect(entryOf(hiddenByReports)).toMatchObject({ actor: null, actorRole: null });
    expect(auditActorName(entryOf(hiddenByReports))).toBe('Sistema');
    const present = audit.find((entry) => entry.actor?.id === admin.id)!;
    expect(auditActorName(present)).toBe('Administradora Teste');
  });
});
