import type { EmailPreferences } from '#contract/email-preferences-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMember } from './fixtures';
import { Client, env } from './helpers';
import { runQueuedJobs } from './mail-helpers';

// E-mail about communities (docs/rules/communities.md): a request to join a closed community reaches
// its moderators, an approval the member, by the `communities` preference, through the queue.

afterEach(() => {
  vi.restoreAllMocks();
});

type SentMail = { to: string; subject: string; text: string; headers?: Record<string, string> };

/** Runs the community-news jobs the requests in `act` queued and answers the e-mails they queued. */
const withJobs = (act: () => Promise<unknown>) => runQueuedJobs('community-news', act) as Promise<SentMail[]>;

describe('e-mail about communities', () => {
  it('tells the moderators who want it of a request, and the member of its approval; the link turns these e-mails off', async () => {
    const [moderator, quiet, asker] = await Promise.all([createMember({ fullName: 'Mónica Modera' }), createMember(), createMember({ fullName: 'Pedro Pede' })]);
    expect((await quiet.client.request('PUT', '/api/me/email-preferences', { communities: 'off' })).status).toBe(200);
    const slug = `grupo-fechado-${moderator.id}`;
    const community = await env.DB.prepare("INSERT INTO communities (slug, name, description, kind, visibility) VALUES (?, 'Grupo de intervisão', '', 'interest', 'closed') RETURNING id")
      .bind(slug)
      .first<{ id: number }>();
    await env.DB.batch(
      [moderator, quiet].map((member) => env.DB.prepare("INSERT INTO community_members (community_id, user_id, membership) VALUES (?, ?, 'moderator')").bind(community!.id, member.id)),
    );

    const asked = await withJobs(async () => expect((await asker.client.post(`/api/communities/${slug}/join`)).status).toBe(202));
    expect(asked.map((mail) => mail.to)).toEqual([`${moderator.username}@example.pt`]);
    expect(asked[0]!.subject).toBe('Pedido de adesão a «Grupo de intervisão»');
    expect(asked[0]!.text).toContain('Pedro Pede pediu para aderir à comunidade «Grupo de intervisão», que modera.');
    expect(asked[0]!.text).toContain(`/comunidades/${slug}#pedidos`);
    // Asking again asks nothing more.
    expect(await withJobs(async () => asker.client.post(`/api/communities/${slug}/join`))).toEqual([]);

    const approved = await withJobs(async () => expect((await moderator.client.post(`/api/communities/${slug}/requests/${asker.id}`, { decision: 'approve' })).status).toBe(200));
    expect(approved.map((mail) => mail.to)).toEqual([`${asker.username}@example.pt`]);
    expect(approved[0]!.subject).toBe('O seu pedido de adesão a «Grupo de intervisão» foi aprovado');

    const link = new URL(/\/cancelar-subscricao\?token=\S+/.exec(approved[0]!.text)![0], env.PUBLIC_URL);
    const done = await new Client().post<{ kind: string; preferences: EmailPreferences }>(`/api/email-preferences/unsubscribe${link.search}`);
    expect(done.status).toBe(200);
    expect(done.body.kind).toBe('communities');
    expect(done.body.preferences.communities).toBe('off');
  });
});
