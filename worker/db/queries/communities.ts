import type { Community, CommunityDecision, CommunityDetail, CommunityMember, CommunityMembership, CommunityRequest, CommunityVisibility, MembershipResult } from '#contract/communities-types';
import { FOR_YOU_LIMIT } from '#contract/follows-types';
import type { z } from 'zod';
import type { communityInputSchema } from '#contract/communities';
import { ITEM_JOINS, itemJson, KINDS, type ContentKind } from './content';
import { upsertNotificationsSql } from './notifications';
import { jsonObjectSql, userSummaryJson, type JsonFields } from './shared';
import { listedMember } from './users';
import type { ReadOnlyD1 } from '../client';
import { emailChoice } from './email-preferences';

// Communities of practice (docs/rules/communities.md). Hand SQL (decision 066): every answer is
// JSON written by SQLite, and every change of membership recounts `member_count` in the same batch
// (a batch is one transaction, so the count is exact whatever runs at the same time).

/** A community's fields as the JSON of a `Community`, from `communities k`; the viewer's membership takes one parameter. */
const COMMUNITY_FIELDS = {
  id: 'k.id',
  slug: 'k.slug',
  name: 'k.name',
  visibility: 'k.visibility',
  description: 'k.description',
  kind: 'k.kind',
  memberCount: 'k.member_count',
  membership: '(SELECT cm.membership FROM community_members cm WHERE cm.community_id = k.id AND cm.user_id = ?)',
} satisfies JsonFields<Community>;

/** The order of the communities' page: specialties (the registration form's order), regions (north to south, then the islands), interests by name. */
const COMMUNITY_ORDER = "CASE k.kind WHEN 'specialty' THEN 0 WHEN 'region' THEN 1 ELSE 2 END, CASE WHEN k.kind = 'interest' THEN k.name END, k.id";

/** Recounts a community's members and moderators (pending requests do not count). */
const recountStatement = (db: D1Database, communityId: number) =>
  db.prepare("UPDATE communities SET member_count = (SELECT count(*) FROM community_members WHERE community_id = ?1 AND membership <> 'pending') WHERE id = ?1").bind(communityId);

/** The member's place in a community now, and its count. */
const resultStatement = (db: D1Database, communityId: number, userId: number) =>
  db
    .prepare('SELECT (SELECT membership FROM community_members WHERE community_id = ?1 AND user_id = ?2) AS membership, member_count AS memberCount FROM communities WHERE id = ?1')
    .bind(communityId, userId);

const resultOf = (rows: D1Result | undefined): MembershipResult => {
  const row = rows?.results[0] as { membership: CommunityMembership | null; memberCount: number } | undefined;
  return { membership: row?.membership ?? null, memberCount: row?.memberCount ?? 0 };
};

/** Every community, in the page's order, with the viewer's membership (0 for a visitor: none). One statement. */
export async function listCommunitiesJson(db: ReadOnlyD1, viewerId: number | null): Promise<string> {
  const row = await db
    .prepare(`SELECT json_group_array(${jsonObjectSql(COMMUNITY_FIELDS)} ORDER BY ${COMMUNITY_ORDER}) AS items FROM communities k`)
    .bind(viewerId ?? 0)
    .first<{ items: string }>();
  return row?.items ?? '[]';
}

/** What the routes need to know of a community and of who asks: its id and visibility, their membership, whether they are an admin or a portal moderator. */
export interface CommunityRef {
  id: number;
  name: string;
  visibility: CommunityVisibility;
  membership: CommunityMembership | null;
  isAdmin: boolean;
  isPortalModerator: boolean;
}

/** The community of `slug` as `viewerId` stands in it, or null when there is none. One statement. */
export async function getCommunityRef(db: ReadOnlyD1, slug: string, viewerId: number | null): Promise<CommunityRef | null> {
  const row = await db
    .prepare(
      `SELECT k.id, k.name, k.visibility, (SELECT membership FROM community_members WHERE community_id = k.id AND user_id = ?2) AS membership,
              EXISTS (SELECT 1 FROM users WHERE id = ?2 AND role = 'admin') AS isAdmin,
              EXISTS (SELECT 1 FROM users WHERE id = ?2 AND role IN ('moderator', 'admin')) AS isPortalModerator
         FROM communities k WHERE k.slug = ?1`,
    )
    .bind(slug, viewerId ?? 0)
    .first<Omit<CommunityRef, 'isAdmin' | 'isPortalModerator'> & { isAdmin: number; isPortalModerator: number }>();
  return row ? { ...row, isAdmin: Boolean(row.isAdmin), isPortalModerator: Boolean(row.isPortalModerator) } : null;
}

/** Whether the viewer decides the community's requests and sees them: its moderators and the portal's admins. */
export const decidesRequests = (ref: CommunityRef) => ref.membership === 'moderator' || ref.isAdmin;

/** Whether the viewer reads what is posted in the community and who is in it. */
export const readsCommunity = (ref: CommunityRef) => ref.visibility === 'open' || ref.membership === 'member' || ref.membership === 'moderator' || ref.isPortalModerator;

/** A community's page: the community, its moderators, and for those who decide them the pending requests' count. One statement. */
export async function getCommunityJson(db: ReadOnlyD1, slug: string, viewerId: number | null): Promise<string | null> {
  const viewer = viewerId ?? 0;
  const decides = `(EXISTS (SELECT 1 FROM community_members cm WHERE cm.community_id = k.id AND cm.user_id = ?2 AND cm.membership = 'moderator')
                    OR EXISTS (SELECT 1 FROM users a WHERE a.id = ?2 AND a.role = 'admin'))`;
  const fields = {
    ...COMMUNITY_FIELDS,
    membership: '(SELECT cm.membership FROM community_members cm WHERE cm.community_id = k.id AND cm.user_id = ?2)',
    moderators: `json((SELECT json_group_array(${userSummaryJson('u')} ORDER BY m.created_at, u.id) FROM community_members m JOIN users u ON u.id = m.user_id
                        WHERE m.community_id = k.id AND m.membership = 'moderator' AND ${listedMember('u')}))`,
    pendingCount: `CASE WHEN ${decides} THEN (SELECT count(*) FROM community_members p WHERE p.community_id = k.id AND p.membership = 'pending') END`,
    canModerate: `json(CASE WHEN ${decides} THEN 'true' ELSE 'false' END)`,
    createdAt: 'k.created_at',
  } satisfies JsonFields<CommunityDetail>;
  const row = await db
    .prepare(`SELECT ${jsonObjectSql(fields)} AS item FROM communities k WHERE k.slug = ?1`)
    .bind(slug, viewer)
    .first<{ item: string }>();
  return row?.item ?? null;
}

export type CommunityInput = z.output<typeof communityInputSchema>;

/** Opens a community (an admin's), answering it, or 'taken' when its address is another's. One batch. */
export async function createCommunity(db: D1Database, input: CommunityInput, adminId: number): Promise<Community | 'taken'> {
  const [inserted, read] = await db.batch([
    db
      .prepare(
        `INSERT INTO communities (slug, name, description, kind, visibility, created_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (slug) DO NOTHING RETURNING id`,
      )
      .bind(input.slug, input.name, input.description, input.kind, input.visibility, adminId),
    db.prepare(`SELECT ${jsonObjectSql(COMMUNITY_FIELDS)} AS item FROM communities k WHERE k.slug = ?2 AND changes() = 1`).bind(adminId, input.slug),
  ]);
  const row = read!.results[0] as { item: string } | undefined;
  if (!inserted!.results.length || !row) return 'taken';
  return JSON.parse(row.item) as Community;
}

/**
 * Joins an open community at once, or asks to join a closed one (its moderators are told, or the
 * portal's admins while it has none); asking again, or joining where one is already, changes
 * nothing. Answers the member's place now and whether this call made the request. One batch.
 */
export async function joinCommunity(db: D1Database, community: Pick<CommunityRef, 'id' | 'visibility'>, userId: number): Promise<MembershipResult & { asked: boolean }> {
  const membership = community.visibility === 'open' ? 'member' : 'pending';
  const [inserted, , , read] = await db.batch([
    db.prepare('INSERT INTO community_members (community_id, user_id, membership) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(community.id, userId, membership),
    db
      .prepare(
        upsertNotificationsSql(
          'community-request',
          'community',
          `SELECT t.user_id AS recipient, ?2 AS actor, k.id AS target, k.name AS title
             FROM communities k JOIN (
                    SELECT user_id FROM community_members WHERE community_id = ?1 AND membership = 'moderator'
                    UNION SELECT id FROM users WHERE role = 'admin' AND suspended_at IS NULL
                      AND NOT EXISTS (SELECT 1 FROM community_members WHERE community_id = ?1 AND membership = 'moderator')) t
            WHERE k.id = ?1 AND ?3 = 'pending' AND changes() = 1 AND t.user_id <> ?2`,
        ),
      )
      .bind(community.id, userId, membership),
    recountStatement(db, community.id),
    resultStatement(db, community.id, userId),
  ]);
  return { ...resultOf(read), asked: membership === 'pending' && inserted!.meta.changes === 1 };
}

/** Leaves a community (a moderator stops moderating it), or withdraws a request to join. One batch. */
export async function leaveCommunity(db: D1Database, communityId: number, userId: number): Promise<MembershipResult> {
  const [, , read] = await db.batch([
    db.prepare('DELETE FROM community_members WHERE community_id = ? AND user_id = ?').bind(communityId, userId),
    recountStatement(db, communityId),
    resultStatement(db, communityId, userId),
  ]);
  return resultOf(read);
}

/**
 * Approves a pending request (the member is told) or refuses it (the request goes; they may ask
 * again). Null when there is no pending request of that member: approving twice at once approves
 * once. One batch.
 */
export async function decideRequest(db: D1Database, communityId: number, userId: number, decision: CommunityDecision, deciderId: number): Promise<MembershipResult | null> {
  const change =
    decision === 'approve'
      ? db.prepare("UPDATE community_members SET membership = 'member', created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE community_id = ? AND user_id = ? AND membership = 'pending'")
      : db.prepare("DELETE FROM community_members WHERE community_id = ? AND user_id = ? AND membership = 'pending'");
  const [changed, , , read] = await db.batch([
    change.bind(communityId, userId),
    db
      .prepare(
        upsertNotificationsSql(
          'community-approved',
          'community',
          `SELECT ?2 AS recipient, ?3 AS actor, k.id AS target, k.name AS title FROM communities k WHERE k.id = ?1 AND ?4 = 'approve' AND changes() = 1 AND ?2 <> ?3`,
        ),
      )
      .bind(communityId, userId, deciderId, decision),
    recountStatement(db, communityId),
    resultStatement(db, communityId, userId),
  ]);
  if (changed!.meta.changes !== 1) return null;
  return resultOf(read);
}

/**
 * Makes a member a moderator of the community (joining them to it if they were not in it, or
 * approving their request), or (`moderator` false) makes a moderator a plain member again. Null
 * when the member does not exist (or, to stop moderating, does not moderate it). One batch.
 */
export async function setCommunityModerator(db: D1Database, communityId: number, userId: number, moderator: boolean): Promise<MembershipResult | null> {
  const change = moderator
    ? db
        .prepare(
          `INSERT INTO community_members (community_id, user_id, membership) SELECT ?1, u.id, 'moderator' FROM users u WHERE u.id = ?2 AND ${listedMember('u')}
           ON CONFLICT (community_id, user_id) DO UPDATE SET membership = 'moderator'`,
        )
        .bind(communityId, userId)
    : db.prepare("UPDATE community_members SET membership = 'member' WHERE community_id = ? AND user_id = ? AND membership = 'moderator'").bind(communityId, userId);
  const [changed, , read] = await db.batch([change, recountStatement(db, communityId), resultStatement(db, communityId, userId)]);
  if (changed!.meta.changes === 0) return null;
  return resultOf(read);
}

/** A page of a community's members (moderators first, then by when they joined) and the total. One batch. */
export async function listCommunityMembers(db: ReadOnlyD1, communityId: number, limit: number, offset: number): Promise<{ items: CommunityMember[]; total: number }> {
  const listed = `m.community_id = ?1 AND m.membership <> 'pending' AND ${listedMember('u')}`;
  const [total, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM community_members m JOIN users u ON u.id = m.user_id WHERE ${listed}`).bind(communityId),
    db
      .prepare(
        `SELECT json_group_array(json_object('member', json(${userSummaryJson('u')}), 'membership', m.membership, 'joinedAt', m.created_at)) AS items FROM (
           SELECT m.* FROM community_members m JOIN users u ON u.id = m.user_id WHERE ${listed}
            ORDER BY m.membership = 'moderator' DESC, m.created_at, m.user_id LIMIT ?2 OFFSET ?3) m JOIN users u ON u.id = m.user_id`,
      )
      .bind(communityId, limit, offset),
  ]);
  return { total: (total!.results[0] as { total: number }).total, items: JSON.parse((page!.results[0] as { items: string }).items) as CommunityMember[] };
}

/** A page of a closed community's pending requests, oldest first, and the total. One batch. */
export async function listCommunityRequests(db: ReadOnlyD1, communityId: number, limit: number, offset: number): Promise<{ items: CommunityRequest[]; total: number }> {
  const pending = `m.community_id = ?1 AND m.membership = 'pending' AND ${listedMember('u')}`;
  const [total, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM community_members m JOIN users u ON u.id = m.user_id WHERE ${pending}`).bind(communityId),
    db
      .prepare(
        `SELECT json_group_array(json_object('member', json(${userSummaryJson('u')}), 'requestedAt', m.created_at)) AS items FROM (
           SELECT m.* FROM community_members m JOIN users u ON u.id = m.user_id WHERE ${pending} ORDER BY m.created_at, m.user_id LIMIT ?2 OFFSET ?3) m
           JOIN users u ON u.id = m.user_id`,
      )
      .bind(communityId, limit, offset),
  ]);
  return { total: (total!.results[0] as { total: number }).total, items: JSON.parse((page!.results[0] as { items: string }).items) as CommunityRequest[] };
}

/** The pending requests of every community the member decides (moderates, or all closed ones for an admin), oldest first: `/moderacao`. */
export async function listRequestsToDecide(db: ReadOnlyD1, memberId: number): Promise<string> {
  const row = await db
    .prepare(
      `SELECT json_group_array(json_object('community', json_object('id', k.id, 'slug', k.slug, 'name', k.name, 'visibility', k.visibility),
                                           'member', json(${userSummaryJson('u')}), 'requestedAt', m.created_at) ORDER BY m.created_at, m.user_id) AS items
         FROM community_members m JOIN communities k ON k.id = m.community_id JOIN users u ON u.id = m.user_id
        WHERE m.membership = 'pending' AND ${listedMember('u')}
          AND (EXISTS (SELECT 1 FROM community_members d WHERE d.community_id = m.community_id AND d.user_id = ?1 AND d.membership = 'moderator')
               OR EXISTS (SELECT 1 FROM users a WHERE a.id = ?1 AND a.role = 'admin'))`,
    )
    .bind(memberId)
    .first<{ items: string }>();
  return row?.items ?? '[]';
}

/** Whether a member may post into a community: it exists, and they are in it (a pending request is not). */
export async function postingRight(db: ReadOnlyD1, communityId: number, userId: number): Promise<'ok' | 'not-member' | 'unknown'> {
  const row = await db
    .prepare("SELECT EXISTS (SELECT 1 FROM community_members WHERE community_id = ?1 AND user_id = ?2 AND membership <> 'pending') AS isMember FROM communities WHERE id = ?1")
    .bind(communityId, userId)
    .first<{ isMember: number }>();
  if (!row) return 'unknown';
  return row.isMember ? 'ok' : 'not-member';
}

/**
 * 'Nas suas comunidades': the newest articles and protocols posted in the communities the member
 * is in, none of their own nor any hidden, as JSON written by SQLite (the shape of 'Para si').
 */
export async function communityNewsJson(db: ReadOnlyD1, memberId: number): Promise<string> {
  const statement = (kind: ContentKind) => {
    const params: unknown[] = [];
    const item = itemJson(kind, memberId, params);
    return db
      .prepare(
        `SELECT json_group_array(${item} ORDER BY a.created_at DESC, a.id DESC) AS items FROM (
           SELECT x.* FROM community_members cm CROSS JOIN ${KINDS[kind].table} x INDEXED BY ${KINDS[kind].table}_community_idx ON x.community_id = cm.community_id
            WHERE cm.user_id = ? AND cm.membership <> 'pending' AND x.author_id <> ? AND x.hidden_at IS NULL
            ORDER BY x.created_at DESC, x.id DESC LIMIT ${FOR_YOU_LIMIT}) a ${ITEM_JOINS}`,
      )
      .bind(...params, memberId, memberId);
  };
  const [articles, protocols] = await db.batch<{ items: string }>([statement('article'), statement('protocol')]);
  return `{"articles":${articles!.results[0]?.items ?? '[]'},"protocols":${protocols!.results[0]?.items ?? '[]'}}`;
}

/** Whom a community's news is e-mailed to at once: their address and name, the member it is about, and the community. */
export interface CommunityMailRecipient {
  userId: number;
  email: string;
  name: string;
  member: string;
  community: string;
  slug: string;
}

/**
 * Who is e-mailed at once of a request to join (`request`: the community's moderators, or the
 * portal's admins while it has none, never the member who asked) or of a request approved
 * (`approved`: the member), those of them whose `communities` preference is 'Logo que acontece'.
 * Nothing when the request or membership is no longer there (withdrawn, refused, left).
 */
export async function communityMailRecipients(db: ReadOnlyD1, communityId: number, userId: number, news: 'request' | 'approved'): Promise<CommunityMailRecipient[]> {
  const recipients =
    news === 'request'
      ? `SELECT user_id AS id FROM community_members WHERE community_id = ?1 AND membership = 'moderator'
         UNION SELECT id FROM users WHERE role = 'admin' AND suspended_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM community_members WHERE community_id = ?1 AND membership = 'moderator')`
      : 'SELECT ?2 AS id';
  const { results } = await db
    .prepare(
      `SELECT u.id AS userId, u.email, u.full_name AS name, m.full_name AS member, k.name AS community, k.slug
         FROM communities k JOIN community_members cm ON cm.community_id = k.id AND cm.user_id = ?2 AND cm.membership = ?3
              JOIN users m ON m.id = ?2
              JOIN (${recipients}) r JOIN users u ON u.id = r.id
              LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE k.id = ?1 AND u.id <> ${news === 'request' ? '?2' : '0'} AND u.suspended_at IS NULL AND ${emailChoice('communities')} = 'immediate'`,
    )
    .bind(communityId, userId, news === 'request' ? 'pending' : 'member')
    .all<CommunityMailRecipient>();
  return results;
}
