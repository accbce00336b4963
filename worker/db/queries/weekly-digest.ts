import type { ReadOnlyD1 } from '../client';
/*
 * The weekly digest's reads (worker/services/weekly-digest.ts): who gets one, and for some of them
 * what appeared in the week from what they follow and the events to come.
 */

/** The members who get a digest: they follow something, want it weekly (the default) and are not suspended. */
export async function listDigestMembers(d1: ReadOnlyD1): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `SELECT u.id FROM users u LEFT JOIN email_preferences p ON p.user_id = u.id
        WHERE coalesce(p.following, 'weekly') = 'weekly' AND u.suspended_at IS NULL AND EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.id)
        ORDER BY u.id`,
    )
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

export interface DigestPerson {
  id: number;
  email: string;
  name: string;
}

export interface DigestRow {
  memberId: number;
  kind: 'article' | 'protocol';
  id: number;
  title: string;
}

export interface DigestEvent {
  id: number;
  title: string;
  date: string;
}

/**
 * In one batch: the members, what appeared since `since` from what each follows (never their own,
 * never a hidden item), newest first per member, and the first `eventLimit` events between `from`
 * and `until` (none hidden).
 */
export async function readDigests(
  d1: ReadOnlyD1,
  memberIds: number[],
  since: string,
  events: { from: string; until: string; limit: number },
): Promise<{ people: DigestPerson[]; items: DigestRow[]; events: DigestEvent[] }> {
  const members = JSON.stringify(memberIds);
  const followed = (table: string, kind: string) =>
    `SELECT DISTINCT f.follower_id AS memberId, '${kind}' AS kind, x.id, x.title, x.created_at AS createdAt
       FROM follows f JOIN ${table} x ON x.author_id = f.followed_user_id OR x.category_id = f.category_id
      WHERE f.follower_id IN (SELECT value FROM json_each(?1)) AND x.created_at >= ?2 AND x.author_id <> f.follower_id AND x.hidden_at IS NULL`;
  const [people, items, upcoming] = await d1.batch([
    d1.prepare('SELECT id, email, full_name AS name FROM users WHERE id IN (SELECT value FROM json_each(?1))').bind(members),
    d1.prepare(`${followed('articles', 'article')} UNION ${followed('protocols', 'protocol')} ORDER BY memberId, createdAt DESC`).bind(members, since),
    d1
      .prepare('SELECT id, title, event_date AS date FROM events WHERE event_date >= ?1 AND event_date < ?2 AND hidden_at IS NULL ORDER BY event_date LIMIT ?3')
      .bind(events.from, events.until, events.limit),
  ]);
  return {
    people: people!.results as unknown as DigestPerson[],
    items: items!.results as unknown as DigestRow[],
    events: upcoming!.results as unknown as DigestEvent[],
  };
}
