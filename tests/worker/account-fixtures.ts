import { categoryId } from './fixtures';
import { articleInput, eventInput, opportunityInput, protocolInput, storedUpload, volunteeringInput } from './content-fixtures';
import { registerMember } from './account-helpers';
import { env, type Client } from './helpers';

/** Asserts a write went through and answers the new row's id. */
async function created(response: Promise<{ status: number; body: any }>): Promise<number> {
  const { status, body } = await response;
  if (status !== 200 && status !== 201) throw new Error(`write failed: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

/** Member A's part of the portal: what they wrote, liked, saved and registered for, and what others did with it. */
export interface MemberWithData {
  client: Client;
  user: { id: number; username: string; email: string };
  fullName: string;
  password: string;
  avatarUrl: string;
  coverUrl: string;
  pdfUrl: string;
  articleId: number;
  protocolId: number;
  eventId: number;
  opportunityId: number;
  volunteeringId: number;
  /** A's comment on the other member's article, and the other member's comment on A's. */
  ownCommentId: number;
  othersCommentId: number;
  other: { client: Client; user: { id: number; username: string; email: string }; articleId: number; protocolId: number; eventId: number };
}

/**
 * Member A (a distinctive name, an avatar, an article with cover and PDF, a protocol, an event, a
 * job and a volunteering offer, comments, likes, a saved item, a registration) and member B, who
 * likes, saves, comments on and registers for A's items while A does the same with B's. Neither
 * name appears in any item's text, so that only the author link can carry it.
 */
export async function memberWithData(fullName = 'Carolina Teixeira Amaral'): Promise<MemberWithData> {
  const a = await registerMember({ fullName });
  const b = await registerMember({ fullName: 'Rui Outro Membro' });
  // Both confirmed their e-mail, as members who publish this much would have: unconfirmed ones publish 3 items a day (docs/rules/trust.md).
  await env.DB.prepare("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id IN (?, ?)").bind(a.user.id, b.user.id).run();
  const category = await categoryId();
  const avatarUrl = await storedUpload(a.user.id, 'avatar');
  await env.DB.prepare('UPDATE users SET avatar_url = ? WHERE id = ?').bind(avatarUrl, a.user.id).run();
  const coverUrl = await storedUpload(a.user.id, 'image');
  const pdfUrl = await storedUpload(a.user.id, 'pdf');
  const articleId = await created(a.client.post('/api/articles', articleInput({ categoryId: category, imageUrl: coverUrl, pdfUrl })));
  const protocolId = await created(a.client.post('/api/protocols', protocolInput({ categoryId: category })));
  const eventId = await created(a.client.post('/api/events', eventInput()));
  const opportunityId = await created(a.client.post('/api/opportunities', opportunityInput()));
  const volunteeringId = await created(a.client.post('/api/volunteering', volunteeringInput()));
  const otherArticleId = await created(b.client.post('/api/articles', articleInput({ categoryId: category, title: 'Artigo do outro membro' })));
  const otherProtocolId = await created(b.client.post('/api/protocols', protocolInput({ categoryId: category, title: 'Protocolo do outro membro' })));
  const otherEventId = await created(b.client.post('/api/events', eventInput({ title: 'Evento do outro membro' })));
  const ownCommentId = await created(a.client.post('/api/comments', { content: 'Obrigada pela partilha, colega.', articleId: otherArticleId }));
  await created(a.client.post('/api/comments', { content: 'Uma nota sobre o meu próprio artigo.', articleId }));
  const othersCommentId = await created(b.client.post('/api/comments', { content: 'Excelente artigo, obrigado.', articleId }));
  await b.client.post('/api/comments', { content: 'Um comentário no protocolo.', protocolId });
  for (const [client, path] of [
    [a.client, `/api/articles/${otherArticleId}/like`],
    [a.client, `/api/protocols/${otherProtocolId}/like`],
    [a.client, `/api/articles/${articleId}/like`],
    [b.client, `/api/articles/${articleId}/like`],
    [b.client, `/api/protocols/${protocolId}/like`],
    [a.client, `/api/events/${otherEventId}/register`],
    [b.client, `/api/events/${eventId}/register`],
    // Both in a community (docs/rules/communities.md): the export holds the member's, the deletion recounts it.
    [a.client, '/api/communities/pediatria/join'],
    [b.client, '/api/communities/pediatria/join'],
  ] as const) {
    const response = await client.post(path);
    if (response.status !== 200 && response.status !== 201) throw new Error(`${path}: ${response.status}`);
  }
  await created(a.client.post('/api/saved-items', { articleId: otherArticleId }));
  await created(b.client.post('/api/saved-items', { articleId }));
  return {
    client: a.client,
    user: a.user,
    fullName,
    password: a.password,
    avatarUrl,
    coverUrl,
    pdfUrl,
    articleId,
    protocolId,
    eventId,
    opportunityId,
    volunteeringId,
    ownCommentId,
    othersCommentId,
    other: { client: b.client, user: b.user, articleId: otherArticleId, protocolId: otherProtocolId, eventId: otherEventId },
  };
}
