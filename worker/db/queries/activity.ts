import type { ActivityItem } from '#contract/users-types';
import type { ReadOnlyD1 } from '../client';
import { readableBy } from './shared';

const ACTIVITY_LIMIT = 20;

/**
 * Each source is cut to the newest `?2` rows before the union (its index on (member, created_at)
 * serves that), so a prolific member costs no more than a new one.
 */
const newest = (select: string) => `SELECT * FROM (${select} ORDER BY createdAt DESC LIMIT ?2)`;

/**
 * What the member did on someone else's item stays out while that item is hidden (docs/rules/trust.md),
 * or while it is in a closed community they are not in (they left it: docs/rules/communities.md);
 * their own items are all there.
 */
const shownTo = (alias: string, owner: string) => `(${alias}.id IS NULL OR ${alias}.${owner} = ?1 OR (${alias}.hidden_at IS NULL AND ${readableBy(alias, '?1')}))`;

const ACTIVITY_SOURCES = [
  newest(`SELECT 'article' AS kind, a.created_at AS createdAt, a.title AS title, '/articles/' || a.id AS href
            FROM articles a WHERE a.author_id = ?1`),
  newest(`SELECT 'protocol', p.created_at AS createdAt, p.title, '/protocols/' || p.id
            FROM protocols p WHERE p.author_id = ?1`),
  newest(`SELECT 'event', e.created_at AS createdAt, e.title, '/eventos/' || e.id
            FROM events e WHERE e.organizer_id = ?1`),
  newest(`SELECT 'opportunity', o.created_at AS createdAt, o.title, '/oportunidades/' || o.id
            FROM opportunities o WHERE o.poster_id = ?1`),
  newest(`SELECT 'volunteering', v.created_at AS createdAt, v.title, '/voluntariado/' || v.id
            FROM volunteering v WHERE v.poster_id = ?1`),
  newest(`SELECT 'comment', c.created_at AS createdAt, coalesce(a.title, p.title),
                 CASE WHEN c.article_id IS NOT NULL THEN '/articles/' || c.article_id ELSE '/protocols/' || c.protocol_id END
            FROM comments c
            LEFT JOIN articles a ON a.id = c.article_id
            LEFT JOIN protocols p ON p.id = c.protocol_id
           WHERE c.user_id = ?1 AND ${shownTo('a', 'author_id')} AND ${shownTo('p', 'author_id')}`),
  newest(`SELECT 'like', l.created_at AS createdAt, coalesce(a.title, p.title),
                 CASE WHEN l.article_id IS NOT NULL THEN '/articles/' || l.article_id ELSE '/protocols/' || l.protocol_id END
            FROM likes l
            LEFT JOIN articles a ON a.id = l.article_id
            LEFT JOIN protocols p ON p.id = l.protocol_id
           WHERE l.user_id = ?1 AND ${shownTo('a', 'author_id')} AND ${shownTo('p', 'author_id')}`),
  newest(`SELECT 'registration', r.created_at AS createdAt, e.title, '/eventos/' || e.id
            FROM event_registrations r JOIN events e ON e.id = r.event_id
           WHERE r.user_id = ?1 AND ${shownTo('e', 'organizer_id')}`),
];

/**
 * D1 allows at most 5 terms in one compound SELECT, so the sources are united in groups of four,
 * then the groups are united. Hand SQL: one compound SELECT over eight tables (decision 066).
 */
const ACTIVITY_SQL = [ACTIVITY_SOURCES.slice(0, 4), ACTIVITY_SOURCES.slice(4)].map((group) => `SELECT * FROM (${group.join('\nUNION ALL\n')})`).join('\nUNION ALL\n');

/** The member's recent activity, newest first: what they published, commented, liked and registered for. */
export async function listActivity(db: ReadOnlyD1, userId: number, limit = ACTIVITY_LIMIT): Promise<ActivityItem[]> {
  const { results } = await db.prepare(`SELECT kind, createdAt, title, href FROM (${ACTIVITY_SQL}) ORDER BY createdAt DESC LIMIT ?2`).bind(userId, limit).all<ActivityItem>();
  return results;
}
