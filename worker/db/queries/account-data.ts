import { FILE_URL_PREFIX } from '#contract/common-types';
import { MODERATION_TEXT_MAX } from '#contract/moderation-types';
import { REMOVED_MEMBER_NAME, REMOVED_MEMBER_USERNAME } from '#contract/users-types';
import { namePattern, withoutNames } from '../../lib/name-mentions';
import { TARGETS } from './moderation';
import type { ReadOnlyD1 } from '../client';

// Everything the portal holds about one member, read for their export and deleted with their
// account (docs/rules/email-and-account-life.md). Hand SQL: each is one batch over a dozen tables, and the deletion's
// guarantees (exact counters, the shared 'Membro removido' author) are each one statement.

/**
 * The address of the shared author of what deleted members kept: the API refuses a '~' before the
 * '@' (zod's e-mail rule), so no member can register it and make the `INSERT OR IGNORE` skip the row.
 */
const REMOVED_MEMBER_EMAIL = '~removido@rede-to.invalid';
/** A password hash no password verifies (no algorithm prefix): no one signs in as 'Membro removido'. */
const UNUSABLE_PASSWORD_HASH = '!';

type Row = Record<string, unknown>;

/** The rows of the export, one list per kind, as SQLite answers them (booleans as 0/1, turned by the service). */
export interface AccountDataRows {
  profile: Row | null;
  articles: Row[];
  protocols: Row[];
  events: Row[];
  opportunities: Row[];
  volunteering: Row[];
  comments: Row[];
  questions: Row[];
  answers: Row[];
  answerVotes: Row[];
  likes: Row[];
  savedItems: Row[];
  savedSearches: Row[];
  savedSearchAlerts: Row[];
  eventRegistrations: Row[];
  eventWaitlist: Row[];
  notifications: Row[];
  follows: Row[];
  communities: Row[];
  communitiesOpened: Row[];
  emailPreferences: Row[];
  pushPreferences: Row[];
  pushDevices: Row[];
  weeklyDigests: Row[];
  sessions: Row[];
  consents: Row[];
  uploads: Row[];
  drafts: Row[];
  reports: Row[];
  verifications: Row[];
  moderationActions: Row[];
  cpdEntries: Row[];
  cpdCertificates: Row[];
  cpdSettings: Row[];
}

/** The item a like, save or comment points at: its kind, id and title (never who else is there). */
const TARGET = `CASE WHEN x.article_id IS NOT NULL THEN 'article' ELSE 'protocol' END AS itemKind,
  coalesce(x.article_id, x.protocol_id) AS itemId,
  coalesce((SELECT a.title FROM articles a WHERE a.id = x.article_id), (SELECT p.title FROM protocols p WHERE p.id = x.protocol_id)) AS itemTitle`;

/** Whether moderation hid the member's own item or comment, when and why (their own hidden content is theirs to export, docs/rules/trust.md). */
const HIDDEN = (alias: string) => `${alias}.hidden_at AS hiddenAt, ${alias}.hidden_reason AS hiddenReason`;

/** The member's address, only when an e-mail change is waiting for its link (the rest of email_tokens is hashes). */
const PENDING_EMAIL = `(SELECT t.new_email FROM email_tokens t WHERE t.user_id = u.id AND t.purpose = 'email-change'
  AND t.expires_at > CAST(strftime('%s', 'now') AS INTEGER) * 1000 ORDER BY t.created_at DESC LIMIT 1)`;

const EXPORT_QUERIES: Record<keyof AccountDataRows, string> = {
  profile: `SELECT u.id, u.username, u.email, ${PENDING_EMAIL} AS pendingEmail, u.email_verified_at IS NOT NULL AS emailVerified,
      u.email_verified_at AS emailVerifiedAt, u.full_name AS fullName, u.specialty, u.location, u.bio, u.avatar_url AS avatarUrl,
      u.show_email AS showEmail, u.role, u.suspended_at AS suspendedAt, u.suspended_reason AS suspendedReason,
      u.verified_ot_at AS verifiedOtAt, u.created_at AS createdAt, u.onboarded_at AS onboardedAt
    FROM users u WHERE u.id = ?1`,
  articles: `SELECT a.id, a.title, a.summary, a.content, a.type, a.read_time AS readTime, c.name AS category, a.image_url AS imageUrl,
      a.pdf_url AS pdfUrl, a.likes, a.created_at AS createdAt, a.updated_at AS updatedAt, ${HIDDEN('a')}
    FROM articles a JOIN categories c ON c.id = a.category_id WHERE a.author_id = ?1 ORDER BY a.created_at DESC, a.id DESC`,
  protocols: `SELECT p.id, p.title, p.summary, p.content, c.name AS category, p.image_url AS imageUrl, p.pdf_url AS pdfUrl,
      p.is_validated AS isValidated, p.downloads, p.likes, p.created_at AS createdAt, p.updated_at AS updatedAt, ${HIDDEN('p')}
    FROM protocols p JOIN categories c ON c.id = p.category_id WHERE p.author_id = ?1 ORDER BY p.created_at DESC, p.id DESC`,
  events: `SELECT e.id, e.title, e.description, e.event_type AS eventType, e.event_date AS eventDate, e.location, e.online_url AS onlineUrl, e.image_url AS imageUrl,
      e.max_participants AS maxParticipants, e.registered_count AS registeredCount, e.created_at AS createdAt, ${HIDDEN('e')}
    FROM events e WHERE e.organizer_id = ?1 ORDER BY e.created_at DESC, e.id DESC`,
  opportunities: `SELECT o.id, o.title, o.description, o.company, o.location, o.district, o.employment_type AS type, o.requirements,
      o.contact_email AS contact, o.expires_at AS expiresAt, o.salary_min AS salaryMin, o.salary_max AS salaryMax, o.salary_text AS salaryText,
      o.created_at AS createdAt, ${HIDDEN('o')}
    FROM opportunities o WHERE o.poster_id = ?1 ORDER BY o.created_at DESC, o.id DESC`,
  volunteering: `SELECT v.id, v.title, v.description, v.organization, v.location, v.district, v.contact_email AS contact, v.expires_at AS expiresAt,
      v.created_at AS createdAt, ${HIDDEN('v')}
    FROM volunteering v WHERE v.poster_id = ?1 ORDER BY v.created_at DESC, v.id DESC`,
  comments: `SELECT x.id, x.content, ${TARGET}, x.created_at AS createdAt, ${HIDDEN('x')} FROM comments x WHERE x.user_id = ?1 ORDER BY x.created_at DESC, x.id DESC`,
  // The member's questions, anonymous ones too (they are the asker's), and their answers with the question each is on.
  questions: `SELECT q.id, q.title, q.content, q.anonymous, c.name AS category, k.name AS community, q.answer_count AS answerCount,
      q.accepted_answer_id AS acceptedAnswerId, q.privacy_acknowledged AS privacyAcknowledged, q.created_at AS createdAt, q.updated_at AS updatedAt, ${HIDDEN('q')}
    FROM questions q LEFT JOIN categories c ON c.id = q.category_id LEFT JOIN communities k ON k.id = q.community_id
    WHERE q.author_id = ?1 ORDER BY q.created_at DESC, q.id DESC`,
  answers: `SELECT a.id, a.content, a.question_id AS questionId, q.title AS questionTitle, a.votes, q.accepted_answer_id IS a.id AS accepted,
      a.created_at AS createdAt, a.updated_at AS updatedAt, ${HIDDEN('a')}
    FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.author_id = ?1 ORDER BY a.created_at DESC, a.id DESC`,
  // The answers the member marked useful, with the question each is on (never who wrote them).
  answerVotes: `SELECT v.answer_id AS answerId, a.question_id AS questionId, q.title AS questionTitle, v.created_at AS createdAt
    FROM answer_votes v JOIN answers a ON a.id = v.answer_id JOIN questions q ON q.id = a.question_id WHERE v.user_id = ?1 ORDER BY v.created_at DESC`,
  likes: `SELECT ${TARGET}, x.created_at AS createdAt FROM likes x WHERE x.user_id = ?1 ORDER BY x.created_at DESC, x.id DESC`,
  savedItems: `SELECT x.id, ${TARGET}, x.created_at AS createdAt FROM saved_items x WHERE x.user_id = ?1 ORDER BY x.created_at DESC, x.id DESC`,
  // The member's job alerts (docs/rules/job-alerts-and-pay.md), and the offers they were told of (kind, id and title only).
  savedSearches: `SELECT s.id, s.kind, s.district, s.employment_type AS employmentType, s.q, s.frequency, s.created_at AS createdAt
    FROM saved_searches s WHERE s.user_id = ?1 ORDER BY s.id`,
  savedSearchAlerts: `SELECT m.offer_type AS itemKind, m.offer_id AS itemId,
      coalesce((SELECT o.title FROM opportunities o WHERE m.offer_type = 'opportunity' AND o.id = m.offer_id),
               (SELECT v.title FROM volunteering v WHERE m.offer_type = 'volunteering' AND v.id = m.offer_id)) AS itemTitle,
      m.saved_search_id AS savedSearchId, m.frequency, m.created_at AS createdAt
    FROM saved_search_matches m WHERE m.user_id = ?1 ORDER BY m.created_at DESC`,
  eventRegistrations: `SELECT 'event' AS itemKind, r.event_id AS itemId, e.title AS itemTitle, e.event_date AS eventDate, r.created_at AS createdAt, r.attended_at AS attendedAt
    FROM event_registrations r JOIN events e ON e.id = r.event_id WHERE r.user_id = ?1 ORDER BY r.created_at DESC, r.id DESC`,
  eventWaitlist: `SELECT 'event' AS itemKind, w.event_id AS itemId, e.title AS itemTitle, e.event_date AS eventDate, w.created_at AS createdAt
    FROM event_waitlist w JOIN events e ON e.id = w.event_id WHERE w.user_id = ?1 ORDER BY w.created_at DESC, w.id DESC`,
  // The member's own notifications, and those their actions caused (without who received them).
  notifications: `SELECT CASE WHEN n.user_id = ?1 THEN 'recipient' ELSE 'actor' END AS role, n.kind, n.target_type AS targetType,
      n.target_id AS targetId, n.target_title AS targetTitle, n.count, n.created_at AS createdAt, CASE WHEN n.user_id = ?1 THEN n.read_at END AS readAt
    FROM notifications n WHERE n.user_id = ?1 OR n.actor_id = ?1 ORDER BY n.created_at DESC, n.id DESC`,
  emailPreferences: `SELECT e.comments, e.events, e.following, e.mentions, e.questions, e.alerts, e.updated_at AS updatedAt FROM email_preferences e WHERE e.user_id = ?1`,
  // Web push (docs/rules/push-and-offline.md): the kinds turned on (1) or off (0), and each device's
  // push service and when it subscribed (its keys are the browser's, of no use to the member).
  pushPreferences: `SELECT p.comments, p.events, p.following, p.mentions, p.questions, p.alerts, p.communities, p.account, p.updated_at AS updatedAt FROM push_preferences p WHERE p.user_id = ?1`,
  pushDevices: `SELECT p.endpoint, p.created_at AS createdAt FROM push_subscriptions p WHERE p.user_id = ?1 ORDER BY p.created_at DESC, p.id DESC`,
  // The weeks the member was sent the weekly digest (the Lisbon Monday), kept 8 weeks.
  weeklyDigests: `SELECT d.week, d.created_at AS sentAt FROM digest_sends d WHERE d.user_id = ?1 ORDER BY d.week DESC`,
  // What the member follows; and, without who, that someone follows them.
  follows: `SELECT CASE WHEN f.follower_id = ?1 THEN 'following' ELSE 'followed-by-a-member' END AS role,
      CASE WHEN f.follower_id = ?1 THEN f.category_id END AS categoryId, CASE WHEN f.follower_id = ?1 THEN f.followed_user_id END AS memberId,
      f.created_at AS createdAt
    FROM follows f WHERE f.follower_id = ?1 OR f.followed_user_id = ?1 ORDER BY f.created_at DESC, f.id DESC`,
  // The communities the member is in, moderates or asked to join (docs/rules/communities.md).
  communities: `SELECT k.slug, k.name, m.membership, m.created_at AS createdAt
    FROM community_members m JOIN communities k ON k.id = m.community_id WHERE m.user_id = ?1 ORDER BY m.created_at DESC, k.id`,
  // The communities an admin opened.
  communitiesOpened: `SELECT k.slug, k.name, k.visibility, k.created_at AS createdAt FROM communities k WHERE k.created_by = ?1 ORDER BY k.created_at DESC, k.id DESC`,
  sessions: `SELECT s.user_agent AS userAgent, s.created_at AS createdAt, s.last_seen_at AS lastSeenAt
    FROM sessions s WHERE s.user_id = ?1 ORDER BY s.last_seen_at DESC`,
  consents: `SELECT k.terms_version AS termsVersion, k.privacy_version AS privacyVersion, k.accepted_at AS acceptedAt
    FROM consents k WHERE k.user_id = ?1 ORDER BY k.accepted_at DESC, k.id DESC`,
  uploads: `SELECT '${FILE_URL_PREFIX}' || f.key AS url, f.kind, f.content_type AS contentType, f.size, f.created_at AS createdAt
    FROM files f WHERE f.owner_id = ?1 ORDER BY f.created_at DESC`,
  // What the member is writing and has not published (decision 073), with everything written so far.
  drafts: `SELECT d.kind, d.item_id AS itemId, json(d.body) AS body, d.created_at AS createdAt, d.updated_at AS updatedAt
    FROM drafts d WHERE d.author_id = ?1 ORDER BY d.updated_at DESC, d.id DESC`,
  // The member's reports (with what they wrote), and — for a moderator — the reports they resolved, without who made them or why.
  reports: `SELECT CASE WHEN r.reporter_id = ?1 THEN 'reporter' ELSE 'moderator' END AS role, r.target_type AS targetType, r.target_id AS targetId,
      CASE WHEN r.reporter_id = ?1 THEN r.reason END AS reason, CASE WHEN r.reporter_id = ?1 THEN r.details END AS details,
      r.created_at AS createdAt, r.resolved_at AS resolvedAt, r.resolution
    FROM reports r WHERE r.reporter_id = ?1 OR r.resolved_by = ?1 ORDER BY r.created_at DESC, r.id DESC`,
  // The member's requests to be shown as a verified therapist; for a moderator, the decisions they made (without whose request).
  verifications: `SELECT CASE WHEN v.user_id = ?1 THEN 'member' ELSE 'moderator' END AS role, CASE WHEN v.user_id = ?1 THEN v.licence_number END AS licenceNumber,
      v.status, v.reason, v.created_at AS createdAt, v.decided_at AS decidedAt
    FROM ot_verifications v WHERE v.user_id = ?1 OR v.decided_by = ?1 ORDER BY v.created_at DESC, v.id DESC`,
  // A moderator's actions (the target by kind and id only: a title may name another member).
  moderationActions: `SELECT l.action, l.target_type AS targetType, l.target_id AS targetId, l.reason, l.created_at AS createdAt
    FROM moderation_log l WHERE l.actor_id = ?1 ORDER BY l.created_at DESC, l.id DESC`,
  // The member's CPD portfolio (docs/rules/cpd-portfolio.md): every entry with its reflection, their certificates (the event's
  // title and hours, not who organised it: nothing about anyone else), their target.
  cpdEntries: `SELECT x.id, x.entry_date AS date, x.title, x.kind, x.quarter_hours / 4.0 AS hours, x.reflection, x.evidence_url AS evidenceUrl, x.event_id AS eventId,
      x.certificate_code AS certificateCode, x.created_at AS createdAt, x.updated_at AS updatedAt
    FROM cpd_entries x WHERE x.user_id = ?1 ORDER BY x.entry_date DESC, x.id DESC`,
  cpdCertificates: `SELECT c.code, c.event_id AS eventId, c.event_title AS eventTitle, c.event_date AS eventDate, c.quarter_hours / 4.0 AS hours,
      c.created_at AS issuedAt, c.revoked_at AS revokedAt
    FROM cpd_certificates c WHERE c.user_id = ?1 ORDER BY c.created_at DESC`,
  cpdSettings: `SELECT s.target_quarter_hours / 4.0 AS targetHours, s.reminders, s.updated_at AS updatedAt FROM cpd_settings s WHERE s.user_id = ?1`,
};

/** Every row the export holds, in one batch (one consistent snapshot). */
export async function readAccountData(db: ReadOnlyD1, userId: number): Promise<AccountDataRows> {
  const kinds = Object.keys(EXPORT_QUERIES) as (keyof AccountDataRows)[];
  const results = await db.batch<Row>(kinds.map((kind) => db.prepare(EXPORT_QUERIES[kind]).bind(userId)));
  const rows = Object.fromEntries(kinds.map((kind, index) => [kind, results[index]!.results])) as Record<keyof AccountDataRows, Row[]>;
  return { ...rows, profile: rows.profile[0] ?? null };
}

/**
 * Texts others wrote that may name the member: rows of the moderation log, and other members'
 * reports, about the member's profile, or whose title, reason or details hold their full name or
 * username. The deletion then replaces whole words in any capitals; SQLite's `lower` folds ASCII
 * capitals only, so a name written elsewhere with other capitals of accented letters is missed.
 */
export interface NameMentions {
  log: { id: number; title: string | null; reason: string | null }[];
  reports: { id: number; details: string }[];
}

/** The texts that may name member `userId`, for their deletion: one batch (read beside the password's check). */
export async function readNameMentions(db: ReadOnlyD1, userId: number): Promise<NameMentions> {
  const holds = (column: string) => `(instr(lower(${column}), lower(u.full_name)) > 0 OR instr(lower(${column}), lower(u.username)) > 0)`;
  const [log, reports] = await db.batch([
    db
      .prepare(
        `SELECT l.id, l.target_title AS title, l.reason FROM moderation_log l JOIN users u ON u.id = ?1
          WHERE (l.target_type = 'user' AND l.target_id = ?1) OR ${holds('l.target_title')} OR ${holds('l.reason')}`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT r.id, r.details FROM reports r JOIN users u ON u.id = ?1
          WHERE r.reporter_id <> ?1 AND r.details IS NOT NULL AND ((r.target_type = 'user' AND r.target_id = ?1) OR ${holds('r.details')})`,
      )
      .bind(userId),
  ]);
  return { log: log!.results as NameMentions['log'], reports: reports!.results as NameMentions['reports'] };
}

/** The mentions with the member's name and username replaced by 'Membro removido', as JSON for the deletion's batch. */
function replacedMentions(mentions: NameMentions, names: string[]): { log: string; reports: string } {
  const pattern = namePattern(names);
  if (!pattern) return { log: '[]', reports: '[]' };
  const replace = (text: string | null, max: number) => (text === null ? null : withoutNames(text, pattern, REMOVED_MEMBER_NAME, max));
  return {
    log: JSON.stringify(mentions.log.map((row) => ({ id: row.id, title: replace(row.title, Number.MAX_SAFE_INTEGER), reason: replace(row.reason, MODERATION_TEXT_MAX) }))),
    reports: JSON.stringify(mentions.reports.map((row) => ({ id: row.id, details: replace(row.details, MODERATION_TEXT_MAX) }))),
  };
}

/** Open reports whose target no longer exists, over `reports`: one condition per kind of target. */
const TARGET_GONE = `CASE target_type ${Object.entries(TARGETS)
  .map(([type, { table }]) => `WHEN '${type}' THEN NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = reports.target_id)`)
  .join(' ')} END`;

/** What the deletion leaves to do outside D1: the KV entries of the sessions and the R2 objects of the uploads. */
export interface DeletedAccount {
  /** False when the member was already gone (another deletion won the race): nothing was written. */
  deleted: boolean;
  sessionTokenHashes: string[];
  /** The member's uploads, now owned by no one. */
  files: { key: string; kind: string }[];
  /** Of those, the ones to delete from R2 and then from `files`: their avatar always, any other file unless something still shows it. */
  doomedFiles: string[];
}

/**
 * Deletes the member in one batch (one transaction: a failure leaves them whole). Their likes and
 * registrations go with the liked items' and events' counters recounted without them (as a like or
 * a cancellation recounts); their saved items, sessions index, e-mail tokens, consents, events, job
 * and volunteering offers go; their articles, protocols and comments go (other members' likes,
 * saves and comments on them by cascade) or, with `keepContent`, pass to the one shared 'Membro
 * removido' row; open reports about their profile and about what went are resolved ('deleted');
 * the moderation log's copies of their name, and their name in the `mentions` read before (log
 * reasons, other members' reports), become 'Membro removido' (the log keeps the role of the
 * actions they took as a moderator, whose `actor_id` becomes NULL); their uploads are disowned;
 * every throttle counter of theirs (keyed by their id, username, address or any of their
 * sessions), the counters named in `throttleKeys` and the contact messages sent from their address
 * go; then the users row. The uploads to delete (`doomedFiles`) are chosen in the same batch, once
 * the content they could belong to is gone or kept. The search indexes follow by their triggers:
 * the member's name, specialty and place leave users_fts, and 'secure-delete' (migration 0006)
 * removes them from its pages, not only marks them deleted.
 */
export async function deleteAccountData(
  db: D1Database,
  member: { id: number; username: string; email: string; fullName: string },
  keepContent: boolean,
  throttleKeys: string[] = [],
  mentions: NameMentions = { log: [], reports: [] },
): Promise<DeletedAccount> {
  const name = member.username.toLowerCase();
  const email = member.email.toLowerCase();
  const replaced = replacedMentions(mentions, [member.fullName, member.username]);
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).bind(member.id, ...params);
  const removedMember = `(SELECT id FROM users WHERE username = '${REMOVED_MEMBER_USERNAME}')`;
  // An anonymous question stays whatever the member chose, as by 'Membro removido' (nobody could
  // tell it was theirs); the rest of their questions and their answers go as comments do
  // (docs/rules/questions.md). The shared row is made in either case.
  const removedMemberRow = db
    .prepare('INSERT OR IGNORE INTO users (username, email, password_hash, full_name) VALUES (?1, ?2, ?3, ?4)')
    .bind(REMOVED_MEMBER_USERNAME, REMOVED_MEMBER_EMAIL, UNUSABLE_PASSWORD_HASH, REMOVED_MEMBER_NAME);
  const content = keepContent
    ? [
        removedMemberRow,
        run(`UPDATE articles SET author_id = ${removedMember} WHERE author_id = ?1`),
        run(`UPDATE protocols SET author_id = ${removedMember} WHERE author_id = ?1`),
        run(`UPDATE comments SET user_id = ${removedMember} WHERE user_id = ?1`),
        run(`UPDATE questions SET author_id = ${removedMember} WHERE author_id = ?1`),
        run(`UPDATE answers SET author_id = ${removedMember} WHERE author_id = ?1`),
      ]
    : [
        removedMemberRow,
        run('DELETE FROM comments WHERE user_id = ?1'),
        run('DELETE FROM articles WHERE author_id = ?1'),
        run('DELETE FROM protocols WHERE author_id = ?1'),
        run('DELETE FROM answers WHERE author_id = ?1'),
        run('DELETE FROM questions WHERE author_id = ?1 AND anonymous = 0'),
        run(`UPDATE questions SET author_id = ${removedMember} WHERE author_id = ?1`),
      ];
  const statements = [
    run(
      `UPDATE articles SET likes = (SELECT count(*) FROM likes l WHERE l.article_id = articles.id AND l.user_id <> ?1)
        WHERE id IN (SELECT article_id FROM likes WHERE user_id = ?1)`,
    ),
    run(
      `UPDATE protocols SET likes = (SELECT count(*) FROM likes l WHERE l.protocol_id = protocols.id AND l.user_id <> ?1)
        WHERE id IN (SELECT protocol_id FROM likes WHERE user_id = ?1)`,
    ),
    run(
      `UPDATE events SET registered_count = (SELECT count(*) FROM event_registrations r WHERE r.event_id = events.id AND r.user_id <> ?1)
        WHERE id IN (SELECT event_id FROM event_registrations WHERE user_id = ?1)`,
    ),
    // The member's communities count one fewer (docs/rules/communities.md); their memberships and requests go.
    run(
      `UPDATE communities SET member_count = (SELECT count(*) FROM community_members m WHERE m.community_id = communities.id AND m.membership <> 'pending' AND m.user_id <> ?1)
        WHERE id IN (SELECT community_id FROM community_members WHERE user_id = ?1)`,
    ),
    run('DELETE FROM community_members WHERE user_id = ?1'),
    run('DELETE FROM likes WHERE user_id = ?1'),
    run('DELETE FROM event_registrations WHERE user_id = ?1'),
    run('DELETE FROM saved_items WHERE user_id = ?1'),
    run('DELETE FROM saved_search_matches WHERE user_id = ?1'),
    run('DELETE FROM saved_searches WHERE user_id = ?1'),
    run('DELETE FROM email_tokens WHERE user_id = ?1'),
    run('DELETE FROM consents WHERE user_id = ?1'),
    // Certificates others hold for the member's events keep what they certify, without the member's name (docs/rules/cpd-portfolio.md).
    run('UPDATE cpd_certificates SET organizer_name = ?2, organizer_id = NULL WHERE organizer_id = ?1 AND user_id <> ?1', REMOVED_MEMBER_NAME),
    run('DELETE FROM events WHERE organizer_id = ?1'),
    run('DELETE FROM opportunities WHERE poster_id = ?1'),
    run('DELETE FROM volunteering WHERE poster_id = ?1'),
    ...content,
    run(`UPDATE reports SET resolved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), resolution = 'deleted'
          WHERE resolved_at IS NULL AND ((target_type = 'user' AND target_id = ?1) OR ${TARGET_GONE})`),
    run(
      `UPDATE moderation_log SET target_title = json_extract(m.value, '$.title'), reason = json_extract(m.value, '$.reason')
         FROM json_each(?2) m WHERE moderation_log.id = json_extract(m.value, '$.id')`,
      replaced.log,
    ),
    // After the line above: a title copied before the member renamed themself holds an older name.
    run(`UPDATE moderation_log SET target_title = ?2 WHERE target_type = 'user' AND target_id = ?1`, REMOVED_MEMBER_NAME),
    run(`UPDATE reports SET details = json_extract(m.value, '$.details') FROM json_each(?2) m WHERE reports.id = json_extract(m.value, '$.id')`, replaced.reports),
    // The login throttle's keys hold the typed name (lower case): `login:fails:<name>` and
    // `login:pair:<address>/<name>`; the per-member ones end in `:user:<id>` (?4: bound as text,
    // since D1 binds a number as a real, which SQLite writes '1.0'); any other key holding the
    // e-mail address is a per-address throttle; each session's password tries end in its hash.
    run(
      `DELETE FROM rate_limits WHERE key = 'login:fails:' || ?2
          OR (key LIKE 'login:pair:%' AND substr(key, -length(?2) - 1) = '/' || ?2)
          OR substr(key, -length(?4)) = ?4
          OR instr(key, ?3) > 0
          OR key IN (SELECT 'password:session:' || token_hash FROM sessions WHERE user_id = ?1)`,
      name,
      email,
      `:user:${member.id}`,
    ),
    run('DELETE FROM rate_limits WHERE key IN (SELECT value FROM json_each(?2))', JSON.stringify(throttleKeys)),
    run('DELETE FROM contact_messages WHERE lower(email) = ?2', email),
    run('DELETE FROM sessions WHERE user_id = ?1 RETURNING token_hash AS tokenHash'),
    // As the orphan sweep decides: the member's avatar always, any other upload of theirs unless a
    // kept article's or protocol's cover, PDF or HTML, or any other member's or item's, still shows it.
    run(
      `SELECT key FROM files
        WHERE owner_id = ?1
          AND (kind = 'avatar' OR (
                NOT EXISTS (SELECT 1 FROM users u WHERE u.id <> ?1 AND u.avatar_url = ?2 || files.key)
            AND NOT EXISTS (SELECT 1 FROM articles a WHERE a.image_url = ?2 || files.key OR a.pdf_url = ?2 || files.key OR instr(a.content, ?2 || files.key) > 0)
            AND NOT EXISTS (SELECT 1 FROM protocols p WHERE p.image_url = ?2 || files.key OR p.pdf_url = ?2 || files.key OR instr(p.content, ?2 || files.key) > 0)
            AND NOT EXISTS (SELECT 1 FROM events e WHERE e.image_url = ?2 || files.key)))`,
      FILE_URL_PREFIX,
    ),
    run('UPDATE files SET owner_id = NULL WHERE owner_id = ?1 RETURNING key, kind'),
    run('DELETE FROM users WHERE id = ?1 RETURNING id'),
  ];
  const results = await db.batch(statements);
  const [sessionRows, doomedRows, fileRows, userRows] = results.slice(-4).map((result) => result.results);
  return {
    deleted: userRows!.length > 0,
    sessionTokenHashes: (sessionRows as { tokenHash: string }[]).map((row) => row.tokenHash),
    files: fileRows as { key: string; kind: string }[],
    doomedFiles: (doomedRows as { key: string }[]).map((row) => row.key),
  };
}

/** Deletes the rows of uploads whose R2 objects are gone. */
export async function deleteFormerUploadRecords(db: D1Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.prepare('DELETE FROM files WHERE key IN (SELECT value FROM json_each(?1)) AND owner_id IS NULL').bind(JSON.stringify(keys)).run();
}
