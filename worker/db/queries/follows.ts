import { FOR_YOU_LIMIT, type Follows } from '#contract/follows-types';
import { REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { ITEM_JOINS, itemJson, KINDS, type ContentKind } from './content';
import { upsertNotificationsSql } from './notifications';
import type { ReadOnlyD1 } from '../client';
import { readableBy } from './shared';
import { emailChoice } from './email-preferences';

// Following categories and members (docs/rules/notifications-and-events.md). Hand SQL (decision 066).

export type FollowTarget = { categoryId: number } | { userId: number };

const columnOf = (target: FollowTarget) => ('categoryId' in target ? { column: 'category_id', id: target.categoryId } : { column: 'followed_user_id', id: target.userId });

const LIST_SQL = 'SELECT category_id AS categoryId, followed_user_id AS userId FROM follows WHERE follower_id = ? ORDER BY id';

function toFollows(rows: { categoryId: number | null; userId: number | null }[]): Follows {
  return {
    categoryIds: rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])),
    memberIds: rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  };
}

export async function listFollows(db: ReadOnlyD1, followerId: number): Promise<Follows> {
  const { results } = await db.prepare(LIST_SQL).bind(followerId).all<{ categoryId: number | null; userId: number | null }>();
  return toFollows(results);
}

/**
 * Follows a category or a member, if it exists (and is not the follower), and reads back what the
 * member follows: one batch. Says whether a row was added ('created'), was there already
 * ('exists'), or the target is not there.
 */
export async function follow(db: D1Database, followerId: number, target: FollowTarget): Promise<{ outcome: 'created' | 'exists' | 'not-found'; follows: Follows }> {
  const { column, id } = columnOf(target);
  const exists = 'categoryId' in target ? 'SELECT 1 FROM categories WHERE id = ?2' : `SELECT 1 FROM users WHERE id = ?2 AND id <> ?1 AND username <> '${REMOVED_MEMBER_USERNAME}'`;
  const [inserted, found, list] = await db.batch([
    db.prepare(`INSERT INTO follows (follower_id, ${column}) SELECT ?1, ?2 WHERE EXISTS (${exists}) ON CONFLICT DO NOTHING`).bind(followerId, id),
    db.prepare(`SELECT EXISTS (${exists}) AS found`).bind(followerId, id),
    db.prepare(LIST_SQL).bind(followerId),
  ]);
  const follows = toFollows(list!.results as { categoryId: number | null; userId: number | null }[]);
  if (inserted!.meta.changes === 1) return { outcome: 'created', follows };
  return { outcome: (found!.results[0] as { found: number }).found ? 'exists' : 'not-found', follows };
}

/** Stops following (nothing happens when the member did not follow it), and reads back what the member follows: one batch. */
export async function unfollow(db: D1Database, followerId: number, target: FollowTarget): Promise<Follows> {
  const { column, id } = columnOf(target);
  const [, list] = await db.batch([db.prepare(`DELETE FROM follows WHERE follower_id = ? AND ${column} = ?`).bind(followerId, id), db.prepare(LIST_SQL).bind(followerId)]);
  return toFollows(list!.results as { categoryId: number | null; userId: number | null }[]);
}

/**
 * 'Para si': the newest articles and protocols by followed members, in followed categories or
 * posted in the member's communities, none of the member's own nor any hidden (docs/rules/trust.md)
 * nor any of a closed community they are not in (docs/rules/communities.md), as JSON written by SQLite.
 */
export async function forYouJson(db: ReadOnlyD1, memberId: number): Promise<string> {
  const statement = (kind: ContentKind) => {
    const params: unknown[] = [];
    const item = itemJson(kind, memberId, params);
    // The member, numbered after the item's own parameters.
    const me = `?${params.length + 1}`;
    return db
      .prepare(
        `SELECT json_group_array(${item} ORDER BY a.created_at DESC, a.id DESC) AS items FROM (
           SELECT * FROM ${KINDS[kind].table} x
            WHERE x.author_id <> ${me} AND x.hidden_at IS NULL
              AND (x.category_id IN (SELECT category_id FROM follows WHERE follower_id = ${me} AND category_id IS NOT NULL)
                OR x.author_id IN (SELECT followed_user_id FROM follows WHERE follower_id = ${me} AND followed_user_id IS NOT NULL)
                OR x.community_id IN (SELECT community_id FROM community_members WHERE user_id = ${me} AND membership <> 'pending'))
              AND ${readableBy('x', me)}
            ORDER BY x.created_at DESC, x.id DESC LIMIT ${FOR_YOU_LIMIT}) a ${ITEM_JOINS}`,
      )
      .bind(...params, memberId);
  };
  const [articles, protocols] = await db.batch<{ items: string }>([statement('article'), statement('protocol')]);
  return `{"articles":${articles!.results[0]?.items ?? '[]'},"protocols":${protocols!.results[0]?.items ?? '[]'}}`;
}

/**
 * Tells everyone who follows the author or the category of a new article or protocol (one
 * statement, run by the queue's consumer, never in the request), unless it was hidden meanwhile.
 * Answers how many were told.
 */
export async function notifyFollowers(db: D1Database, kind: ContentKind, itemId: number): Promise<number> {
  const { table } = KINDS[kind];
  const result = await db
    .prepare(
      upsertNotificationsSql(
        'followed-content',
        kind,
        `SELECT DISTINCT f.follower_id AS recipient, a.author_id AS actor, a.id AS target, a.title AS title
           FROM ${table} a JOIN follows f ON f.followed_user_id = a.author_id OR f.category_id = a.category_id
          WHERE a.id = ?1 AND a.hidden_at IS NULL AND f.follower_id <> a.author_id AND ${readableBy('a', 'f.follower_id')}`,
      ),
    )
    .bind(itemId)
    .run();
  return result.meta.changes;
}

/** The followers of the author or the category of an item who want what they follow by e-mail at once. */
export async function followersToEmail(db: ReadOnlyD1, kind: ContentKind, itemId: number): Promise<{ userId: number; email: string; name: string; title: string; actor: string }[]> {
  const { table } = KINDS[kind];
  const { results } = await db
    .prepare(
      `SELECT DISTINCT u.id AS userId, u.email, u.full_name AS name, a.title, author.full_name AS actor
         FROM ${table} a JOIN users author ON author.id = a.author_id
         JOIN follows f ON f.followed_user_id = a.author_id OR f.category_id = a.category_id
         JOIN users u ON u.id = f.follower_id
         LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE a.id = ? AND ${emailChoice('following')} = 'immediate' AND a.hidden_at IS NULL AND u.id <> a.author_id AND ${readableBy('a', 'u.id')}`,
    )
    .bind(itemId)
    .all<{ userId: number; email: string; name: string; title: string; actor: string }>();
  return results;
}
