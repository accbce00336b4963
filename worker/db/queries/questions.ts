import type { QuestionListQuery } from '#contract/questions';
import { QUESTION_EXCERPT_LENGTH, type AcceptResult, type Answer, type AnswerVoteResult, type Question, type QuestionStatus } from '#contract/questions-types';
import type { PublicUserSummary } from '#contract/common-types';
import type { Role } from '#contract/moderation-types';
import { toFtsQuery } from '../../lib/search-stems';
import { upsertNotificationsSql } from './notifications';
import { categorySummaryJson, hiddenJson, jsonBoolean, jsonObjectSql, notHiddenFrom, userSummaryJson, visibleList, visibleTo, type JsonFields, type RankedIds, type Reader } from './shared';
import type { ReadOnlyD1, ReadOnlyStatement } from '../client';
import { emailChoice } from './email-preferences';

/*
 * Clinical questions and their answers (docs/rules/questions.md). Hand SQL, as every statement on
 * items (decision 066): each question and answer is a JSON object written by SQLite. An anonymous
 * question's asker is never read for anyone but a moderator who asked for them (`revealAsker`): the
 * statements below do not even join the asker's row, so no answer can carry it.
 */

type Row = Record<string, unknown>;

/** SQL true when member `?` moderates the portal. */
const IS_MODERATOR = "EXISTS (SELECT 1 FROM users m WHERE m.id = ? AND m.role IN ('moderator', 'admin'))";

/** The question aliased `q` (its named asker `u`, category `c` and community `k` joined by `QUESTION_JOINS`) as SQLite's JSON. */
function questionJson(reader: Reader, full: boolean, params: unknown[]): string {
  const excerpt = `CASE WHEN length(q.content_text) > ${QUESTION_EXCERPT_LENGTH} THEN rtrim(substr(q.content_text, 1, ${QUESTION_EXCERPT_LENGTH - 1})) || '…' ELSE q.content_text END`;
  let isMine = "json('false')";
  if (reader !== null) {
    isMine = jsonBoolean('q.author_id = ?');
    params.push(reader);
  }
  const fields = {
    id: 'q.id',
    title: 'q.title',
    content: full ? 'q.content' : excerpt,
    excerpt: full ? "json('false')" : "json('true')",
    author: `CASE WHEN u.id IS NULL THEN json('null') ELSE ${userSummaryJson('u')} END`,
    anonymous: jsonBoolean('q.anonymous'),
    isMine,
    categoryId: 'q.category_id',
    category: `CASE WHEN c.id IS NULL THEN json('null') ELSE ${categorySummaryJson('c')} END`,
    communityId: 'q.community_id',
    community: `CASE WHEN k.id IS NULL THEN json('null') ELSE json_object('id', k.id, 'slug', k.slug, 'name', k.name) END`,
    answerCount: 'q.answer_count',
    acceptedAnswerId: 'q.accepted_answer_id',
    status: "CASE WHEN q.accepted_answer_id IS NULL THEN 'open' ELSE 'answered' END",
    createdAt: 'q.created_at',
    updatedAt: 'q.updated_at',
    hidden: hiddenJson('q'),
  } satisfies JsonFields<Question>;
  return jsonObjectSql(fields);
}

/** The asker's row is joined only for a question asked by name. */
const QUESTION_JOINS = `LEFT JOIN users u ON u.id = q.author_id AND q.anonymous = 0
  LEFT JOIN categories c ON c.id = q.category_id LEFT JOIN communities k ON k.id = q.community_id`;

/** A page of questions as the JSON text of their array, and the total. */
export interface QuestionPage {
  itemsJson: string;
  total: number;
}

/**
 * One page of questions, newest first, and the total: one batch. Hidden questions are left out
 * (but from their asker's own list, `authorId` theirs, and never an anonymous one there for anyone
 * else), and a closed community's for whoever is not in it (`visibleList`). `q` is matched in the
 * search index (titles only for visitors, as the search).
 */
export async function listQuestionsJson(db: ReadOnlyD1, filters: QuestionListQuery, reader: Reader): Promise<QuestionPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.status) conditions.push(filters.status === 'open' ? 'q.accepted_answer_id IS NULL' : 'q.accepted_answer_id IS NOT NULL');
  if (filters.categoryId !== undefined) {
    conditions.push('q.category_id = ?');
    params.push(filters.categoryId);
  }
  if (filters.communityId !== undefined) {
    conditions.push('q.community_id = ?');
    params.push(filters.communityId);
  }
  const own = reader !== null && filters.authorId === reader;
  if (filters.authorId !== undefined) {
    // Someone's questions: those asked by name, but for the asker themself.
    conditions.push(own ? 'q.author_id = ?' : 'q.author_id = ? AND q.anonymous = 0');
    params.push(filters.authorId);
  }
  const terms = filters.q ? toFtsQuery(filters.q) : null;
  if (filters.q) {
    const fts = reader === null ? 'questions_public_fts' : 'questions_fts';
    conditions.push(terms ? `q.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)` : 'FALSE');
    if (terms) params.push(terms);
  }
  const list = visibleList('questions', 'q', conditions, params, own ? reader : null, reader);
  const itemParams: unknown[] = [];
  const item = questionJson(reader, false, itemParams);
  const [count, page] = await db.batch<Row>([
    db.prepare(list.countSql).bind(...list.countParams),
    db
      .prepare(
        `SELECT json_group_array(json(item)) AS items FROM (
           SELECT ${item} AS item FROM questions q ${QUESTION_JOINS} ${list.where} ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?)`,
      )
      .bind(...itemParams, ...list.params, filters.limit, filters.offset),
  ]);
  return { itemsJson: String(page!.results[0]?.items ?? '[]'), total: Number(count!.results[0]?.total ?? 0) };
}

/** Questions a search chose, as one row holding the JSON array that SQLite writes, best first, and the count (worker/db/queries/search.ts). */
export function rankedQuestionsStatement(db: ReadOnlyD1, ranked: RankedIds, reader: Reader): ReadOnlyStatement {
  const itemParams: unknown[] = [];
  const item = questionJson(reader, false, itemParams);
  return db
    .prepare(
      `WITH ${ranked.with} SELECT json_group_array(json(${item}) ORDER BY ranked.ord, ranked.id DESC) AS items, ${ranked.total} AS total
         FROM ${ranked.from} CROSS JOIN questions q ON q.id = ranked.id ${QUESTION_JOINS}`,
    )
    .bind(...ranked.withParams, ...itemParams, ...ranked.fromParams);
}

/** A question as its page reads it, and whether the reader moderates and may ask who asked it. */
export interface FoundQuestion {
  json: string;
  anonymous: boolean;
  /** The reader is a moderator or admin and did not ask it: they may read the asker (`revealAsker`), which the log records. */
  moderatorReading: boolean;
}

/**
 * A question by id as `reader` may see it (hidden: its asker and moderators only; in a closed
 * community: its members, its asker and moderators), the HTML for members and the start of its
 * text for visitors; null when it is not there for them. One statement.
 */
export async function getQuestionJson(db: ReadOnlyD1, id: number, reader: Reader): Promise<FoundQuestion | null> {
  const params: unknown[] = [];
  const item = questionJson(reader, reader !== null, params);
  let moderating = '0';
  if (reader !== null) {
    moderating = `(q.author_id <> ? AND ${IS_MODERATOR})`;
    params.push(reader, reader);
  }
  params.push(id);
  const visible = visibleTo('q', 'questions', reader, params, { moderators: true });
  const row = await db
    .prepare(`SELECT ${item} AS item, q.anonymous AS anonymous, ${moderating} AS moderating FROM questions q ${QUESTION_JOINS} WHERE q.id = ? AND ${visible}`)
    .bind(...params)
    .first<{ item: string; anonymous: number; moderating: number }>();
  if (!row) return null;
  return { json: row.item, anonymous: Boolean(row.anonymous), moderatorReading: Boolean(row.moderating) };
}

/**
 * Who asked an anonymous question, for a moderator (confirmed by the caller): the moderation log
 * records that they read it, in the same batch (docs/rules/questions.md).
 */
export async function revealAsker(db: D1Database, questionId: number, moderatorId: number): Promise<PublicUserSummary | null> {
  const [, row] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO moderation_log (actor_id, actor_role, action, target_type, target_id, target_title, reason)
         SELECT ?2, (SELECT role FROM users WHERE id = ?2), 'reveal-asker', 'question', q.id, q.title, NULL FROM questions q WHERE q.id = ?1 AND q.anonymous = 1`,
      )
      .bind(questionId, moderatorId),
    db.prepare(`SELECT ${userSummaryJson('u')} AS author FROM questions q JOIN users u ON u.id = q.author_id WHERE q.id = ?1`).bind(questionId),
  ]);
  const author = row!.results[0]?.author;
  return typeof author === 'string' ? (JSON.parse(author) as PublicUserSummary) : null;
}

/** What is known of a question before it is changed, accepted or answered. */
export interface QuestionState {
  authorId: number;
  authorRole: Role;
  anonymous: boolean;
  title: string;
  contentText: string;
  privacyAcknowledged: string[];
  acceptedAnswerId: number | null;
  /** The category asked for exists (true when none was asked for). */
  categoryExists: boolean;
}

/** A question's state (null when it is not there for `reader`), and whether the category `categoryId` exists. One statement. */
export async function getQuestionState(db: ReadOnlyD1, id: number, reader: number, categoryId?: number | null): Promise<QuestionState | null> {
  const params: unknown[] = [categoryId ?? null, id];
  const visible = visibleTo('q', 'questions', reader, params, { moderators: true });
  const row = await db
    .prepare(
      `SELECT q.author_id AS authorId, (SELECT o.role FROM users o WHERE o.id = q.author_id) AS authorRole, q.anonymous, q.title, q.content_text AS contentText,
              coalesce(q.privacy_acknowledged, '[]') AS acknowledged, q.accepted_answer_id AS acceptedAnswerId,
              (?1 IS NULL OR EXISTS (SELECT 1 FROM categories WHERE id = ?1)) AS categoryExists
         FROM questions q WHERE q.id = ?2 AND ${visible}`,
    )
    .bind(...params)
    .first<Row>();
  if (!row) return null;
  return {
    authorId: Number(row.authorId),
    authorRole: row.authorRole as Role,
    anonymous: Boolean(row.anonymous),
    title: String(row.title),
    contentText: String(row.contentText),
    privacyAcknowledged: JSON.parse(String(row.acknowledged)) as string[],
    acceptedAnswerId: row.acceptedAnswerId === null ? null : Number(row.acceptedAnswerId),
    categoryExists: Boolean(row.categoryExists),
  };
}

/** Where a member wants to ask: whether the category and community exist, whether they are in the community, and whether their e-mail is confirmed. */
export interface AskingPlace {
  categoryExists: boolean;
  communityExists: boolean;
  inCommunity: boolean;
  emailConfirmed: boolean;
}

export async function getAskingPlace(db: ReadOnlyD1, userId: number, categoryId: number | null, communityId: number | null): Promise<AskingPlace> {
  const row = await db
    .prepare(
      `SELECT (?2 IS NULL OR EXISTS (SELECT 1 FROM categories WHERE id = ?2)) AS categoryExists,
              (?3 IS NULL OR EXISTS (SELECT 1 FROM communities WHERE id = ?3)) AS communityExists,
              (?3 IS NULL OR EXISTS (SELECT 1 FROM community_members WHERE community_id = ?3 AND user_id = ?1 AND membership <> 'pending')) AS inCommunity,
              EXISTS (SELECT 1 FROM users WHERE id = ?1 AND email_verified_at IS NOT NULL) AS emailConfirmed`,
    )
    .bind(userId, categoryId, communityId)
    .first<Record<keyof AskingPlace, number>>();
  return {
    categoryExists: Boolean(row?.categoryExists),
    communityExists: Boolean(row?.communityExists),
    inCommunity: Boolean(row?.inCommunity),
    emailConfirmed: Boolean(row?.emailConfirmed),
  };
}

/** A question to store: its sanitised HTML and text, their stems, and the privacy review's acknowledgements (JSON). */
export interface QuestionRecord {
  title: string;
  content: string;
  contentText: string;
  titleStems: string;
  contentStems: string;
  categoryId: number | null;
  communityId: number | null;
  anonymous: boolean;
  privacyAcknowledged: string;
}

/**
 * Stores a question and reads it back as its asker reads it, in one batch. The insert checks again
 * what the route checked: the community's membership, and a confirmed e-mail for an anonymous
 * question; null when either fails (nothing written).
 */
export async function createQuestion(db: D1Database, authorId: number, record: QuestionRecord): Promise<Question | null> {
  const params: unknown[] = [];
  const item = questionJson(authorId, true, params);
  const [inserted, readBack] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO questions (title, content, content_text, title_stems, content_stems, author_id, anonymous, category_id, community_id, privacy_acknowledged)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
          WHERE (?9 IS NULL OR EXISTS (SELECT 1 FROM community_members WHERE community_id = ?9 AND user_id = ?6 AND membership <> 'pending'))
            AND (?7 = 0 OR EXISTS (SELECT 1 FROM users WHERE id = ?6 AND email_verified_at IS NOT NULL))
         RETURNING id`,
      )
      .bind(
        record.title,
        record.content,
        record.contentText,
        record.titleStems,
        record.contentStems,
        authorId,
        record.anonymous ? 1 : 0,
        record.categoryId,
        record.communityId,
        record.privacyAcknowledged,
      ),
    db.prepare(`SELECT ${item} AS item FROM questions q ${QUESTION_JOINS} WHERE q.id = last_insert_rowid() AND changes() = 1`).bind(...params),
  ]);
  const row = readBack!.results[0];
  if (!inserted!.results.length || !row) return null;
  return JSON.parse(String(row.item)) as Question;
}

/** The changes to a question: any of its title, text (with their stems), category and acknowledgements. */
export interface QuestionChanges {
  title?: string;
  titleStems?: string;
  content?: string;
  contentText?: string;
  contentStems?: string;
  categoryId?: number | null;
  privacyAcknowledged?: string;
}

const QUESTION_COLUMNS: Record<keyof QuestionChanges, string> = {
  title: 'title',
  titleStems: 'title_stems',
  content: 'content',
  contentText: 'content_text',
  contentStems: 'content_stems',
  categoryId: 'category_id',
  privacyAcknowledged: 'privacy_acknowledged',
};

/** Changes the asker's own question, dates the edit, and reads it back: one batch. Null when it is gone (or not theirs). */
export async function updateQuestion(db: D1Database, id: number, authorId: number, changes: QuestionChanges): Promise<Question | null> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof QuestionChanges, unknown][];
  const sets = entries.map(([key]) => `${QUESTION_COLUMNS[key]} = ?`);
  const params: unknown[] = [];
  const item = questionJson(authorId, true, params);
  const [, readBack] = await db.batch<Row>([
    db
      .prepare(`UPDATE questions SET ${[...sets, "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"].join(', ')} WHERE id = ? AND author_id = ?`)
      .bind(...entries.map(([, value]) => value), id, authorId),
    db.prepare(`SELECT ${item} AS item FROM questions q ${QUESTION_JOINS} WHERE q.id = ? AND q.author_id = ?`).bind(...params, id, authorId),
  ]);
  const row = readBack!.results[0];
  return row ? (JSON.parse(String(row.item)) as Question) : null;
}

/** The answer aliased `a` (its author `u`, its question `q`) as SQLite's JSON. */
function answerJson(reader: Reader, params: unknown[]): string {
  let votedByMe = "json('false')";
  let isMine = "json('false')";
  if (reader !== null) {
    votedByMe = jsonBoolean('EXISTS (SELECT 1 FROM answer_votes v WHERE v.answer_id = a.id AND v.user_id = ?)');
    isMine = jsonBoolean('a.author_id = ?');
    params.push(reader, reader);
  }
  const fields = {
    id: 'a.id',
    questionId: 'a.question_id',
    content: 'a.content',
    author: userSummaryJson('u'),
    votes: 'a.votes',
    votedByMe,
    accepted: jsonBoolean('q.accepted_answer_id IS a.id'),
    isMine,
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    hidden: hiddenJson('a'),
  } satisfies JsonFields<Answer>;
  return jsonObjectSql(fields);
}

/** SQL: whether question ?-bound `id` is there for `reader` (`visibleTo`), as one row `found`. */
function questionVisible(id: number, reader: Reader): { sql: string; params: unknown[] } {
  const params: unknown[] = [id];
  const visible = visibleTo('q', 'questions', reader, params, { moderators: true });
  return { sql: `SELECT EXISTS (SELECT 1 FROM questions q WHERE q.id = ? AND ${visible}) AS found`, params };
}

/**
 * A question's answers: the accepted one first, then by useful votes, then oldest first; one page
 * and the total, with the question's visibility, in one batch. Null when the question is not
 * there for the reader. Hidden answers are left out but for their author.
 */
export async function listAnswersJson(db: ReadOnlyD1, questionId: number, reader: Reader, limit: number, offset: number): Promise<QuestionPage | null> {
  const found = questionVisible(questionId, reader);
  const params: unknown[] = [];
  const item = answerJson(reader, params);
  const shownParams: unknown[] = [];
  const notHidden = notHiddenFrom('answers', 'a.id', reader, shownParams);
  const [visible, page, count] = await db.batch<Row>([
    db.prepare(found.sql).bind(...found.params),
    db
      .prepare(
        `SELECT json_group_array(json(item)) AS items FROM (
           SELECT ${item} AS item FROM answers a JOIN users u ON u.id = a.author_id JOIN questions q ON q.id = a.question_id
            WHERE a.question_id = ? AND ${notHidden}
            ORDER BY (q.accepted_answer_id IS a.id) DESC, a.votes DESC, a.created_at ASC, a.id ASC LIMIT ? OFFSET ?)`,
      )
      .bind(...params, questionId, ...shownParams, limit, offset),
    db.prepare(`SELECT count(*) AS total FROM answers a WHERE a.question_id = ? AND ${notHidden}`).bind(questionId, ...shownParams),
  ]);
  if (!visible!.results[0]?.found) return null;
  return { itemsJson: String(page!.results[0]?.items ?? '[]'), total: Number(count!.results[0]?.total ?? 0) };
}

/** An answer to store. */
export interface AnswerRecord {
  content: string;
  contentText: string;
  privacyAcknowledged: string;
}

/**
 * Adds an answer to a question the author may read and answer (not hidden, but from its asker; in
 * a closed community only for its members), reads it back, and tells the asker (also of an
 * anonymous question, without naming them to anyone): one batch. The count is the trigger's
 * (migration 0020). Null when the question is not there for the author (nothing written).
 */
export async function createAnswer(db: D1Database, questionId: number, authorId: number, record: AnswerRecord): Promise<Answer | null> {
  const guard: unknown[] = [questionId];
  const readable = visibleTo('q', 'questions', authorId, guard);
  const itemParams: unknown[] = [];
  const item = answerJson(authorId, itemParams);
  const [inserted, readBack] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO answers (question_id, author_id, content, content_text, privacy_acknowledged)
         SELECT q.id, ?, ?, ?, ? FROM questions q WHERE q.id = ? AND ${readable} RETURNING id`,
      )
      .bind(authorId, record.content, record.contentText, record.privacyAcknowledged, ...guard),
    db.prepare(`SELECT ${item} AS item FROM answers a JOIN users u ON u.id = a.author_id JOIN questions q ON q.id = a.question_id WHERE a.id = last_insert_rowid()`).bind(...itemParams),
    db
      .prepare(
        upsertNotificationsSql(
          'question-answered',
          'question',
          `SELECT q.author_id AS recipient, a.author_id AS actor, q.id AS target, q.title AS title
             FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.id = last_insert_rowid() AND a.author_id = ?1 AND q.id = ?2 AND q.author_id <> a.author_id`,
        ),
      )
      .bind(authorId, questionId),
  ]);
  const row = readBack!.results[0];
  if (!inserted!.results.length || !row) return null;
  return JSON.parse(String(row.item)) as Answer;
}

/** What is known of an answer before it is changed or voted on. */
export interface AnswerState {
  authorId: number;
  questionId: number;
  contentText: string;
  privacyAcknowledged: string[];
}

/** An answer whose question is there for `reader` and which is itself visible to them (null otherwise). One statement. */
export async function getAnswerState(db: ReadOnlyD1, id: number, reader: number): Promise<AnswerState | null> {
  const params: unknown[] = [id];
  const answerVisible = visibleTo('a', 'answers', reader, params, { moderators: true });
  const questionReadable = visibleTo('q', 'questions', reader, params, { moderators: true });
  const row = await db
    .prepare(
      `SELECT a.author_id AS authorId, a.question_id AS questionId, a.content_text AS contentText, coalesce(a.privacy_acknowledged, '[]') AS acknowledged
         FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.id = ? AND ${answerVisible} AND ${questionReadable}`,
    )
    .bind(...params)
    .first<Row>();
  if (!row) return null;
  return {
    authorId: Number(row.authorId),
    questionId: Number(row.questionId),
    contentText: String(row.contentText),
    privacyAcknowledged: JSON.parse(String(row.acknowledged)) as string[],
  };
}

/** Changes the text of the member's own answer, dates the edit, and reads it back: one batch. Null when it is gone (or not theirs). */
export async function updateAnswer(db: D1Database, id: number, authorId: number, record: AnswerRecord): Promise<Answer | null> {
  const itemParams: unknown[] = [];
  const item = answerJson(authorId, itemParams);
  const [, readBack] = await db.batch<Row>([
    db
      .prepare("UPDATE answers SET content = ?, content_text = ?, privacy_acknowledged = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND author_id = ?")
      .bind(record.content, record.contentText, record.privacyAcknowledged, id, authorId),
    db
      .prepare(`SELECT ${item} AS item FROM answers a JOIN users u ON u.id = a.author_id JOIN questions q ON q.id = a.question_id WHERE a.id = ? AND a.author_id = ?`)
      .bind(...itemParams, id, authorId),
  ]);
  const row = readBack!.results[0];
  return row ? (JSON.parse(String(row.item)) as Answer) : null;
}

/** The outcome of a vote: the count now, or why nothing changed (`repeated`: already voted). */
export type VoteOutcome = { done: true; result: AnswerVoteResult } | { done: false; why: 'not-found' | 'repeated' };

/**
 * Adds (`on`) or takes back the member's useful vote on an answer they may read and did not write,
 * and reads the count back: one batch; the count is the trigger's (migration 0020), so votes at the
 * same time are all counted. Taking back a vote that is not there changes nothing.
 */
export async function setAnswerVote(db: D1Database, answerId: number, userId: number, on: boolean): Promise<VoteOutcome> {
  const guard: unknown[] = [userId, answerId, userId];
  const answerVisible = visibleTo('a', 'answers', userId, guard);
  const questionReadable = visibleTo('q', 'questions', userId, guard);
  const write = on
    ? db
        .prepare(
          `INSERT INTO answer_votes (answer_id, user_id) SELECT a.id, ? FROM answers a JOIN questions q ON q.id = a.question_id
            WHERE a.id = ? AND a.author_id <> ? AND ${answerVisible} AND ${questionReadable}
           ON CONFLICT DO NOTHING`,
        )
        .bind(...guard)
    : db.prepare('DELETE FROM answer_votes WHERE answer_id = ?1 AND user_id = ?2').bind(answerId, userId);
  const [written, read] = await db.batch<Row>([
    write,
    db.prepare('SELECT a.votes, EXISTS (SELECT 1 FROM answer_votes v WHERE v.answer_id = a.id AND v.user_id = ?2) AS voted FROM answers a WHERE a.id = ?1').bind(answerId, userId),
  ]);
  const row = read!.results[0];
  if (!row) return { done: false, why: 'not-found' };
  if (on && written!.meta.changes === 0) return { done: false, why: row.voted ? 'repeated' : 'not-found' };
  return { done: true, result: { votes: Number(row.votes), votedByMe: Boolean(row.voted) } };
}

/**
 * Accepts an answer of the question (`answerId`; null takes the acceptance back), by its asker or a
 * moderator (checked by the caller), and tells the answer's author, unless they accepted it
 * themself: one batch. The acceptance is one column, so of two at the same time one stays. When
 * the asker of an anonymous question accepts, the notification names nobody. Null when the answer
 * is not a visible answer of that question.
 */
export async function setAcceptedAnswer(db: D1Database, questionId: number, answerId: number | null, actorId: number): Promise<AcceptResult | null> {
  const statements = [
    answerId === null
      ? db.prepare('UPDATE questions SET accepted_answer_id = NULL WHERE id = ?1').bind(questionId)
      : db
          .prepare(
            `UPDATE questions SET accepted_answer_id = ?2 WHERE id = ?1
               AND EXISTS (SELECT 1 FROM answers a WHERE a.id = ?2 AND a.question_id = ?1 AND a.hidden_at IS NULL)`,
          )
          .bind(questionId, answerId),
  ];
  if (answerId !== null) {
    statements.push(
      db
        .prepare(
          upsertNotificationsSql(
            'answer-accepted',
            'question',
            `SELECT a.author_id AS recipient, CASE WHEN q.anonymous = 1 AND q.author_id = ?3 THEN NULL ELSE ?3 END AS actor, q.id AS target, q.title AS title
               FROM questions q JOIN answers a ON a.id = q.accepted_answer_id WHERE q.id = ?1 AND a.id = ?2 AND changes() = 1 AND a.author_id <> ?3`,
          ),
        )
        .bind(questionId, answerId, actorId),
    );
  }
  statements.push(db.prepare('SELECT accepted_answer_id AS acceptedAnswerId FROM questions WHERE id = ?1').bind(questionId));
  const results = await db.batch<Row>(statements);
  const changed = results[0]!.meta.changes > 0;
  const row = results.at(-1)!.results[0];
  if (!row || (answerId !== null && !changed)) return null;
  const accepted = row.acceptedAnswerId === null ? null : Number(row.acceptedAnswerId);
  const status: QuestionStatus = accepted === null ? 'open' : 'answered';
  return { acceptedAnswerId: accepted, status };
}

/** Whose the question an accepted answer's e-mail is about, and the answer's author: for the queue's e-mails. */
export interface QuestionMailFacts {
  questionId: number;
  title: string;
  /** The member to write to, their name and whether they want question news at once, and may still read it. */
  recipient: { userId: number; email: string; name: string; wants: string; readable: boolean } | null;
  /** The answerer's name (an answer's e-mail), never the asker's. */
  answerer: string | null;
}

/** Whether the recipient `r` may read the question `q` (visible, and in a closed community only for its members and its asker). */
const READABLE_BY_RECIPIENT = `((q.hidden_at IS NULL OR q.author_id = r.id) AND (q.community_id IS NULL OR q.author_id = r.id
  OR (SELECT k.visibility FROM communities k WHERE k.id = q.community_id) = 'open'
  OR EXISTS (SELECT 1 FROM community_members cm WHERE cm.community_id = q.community_id AND cm.user_id = r.id AND cm.membership <> 'pending')))`;

/**
 * What the e-mail about an answer (`news` 'answered': to the asker) or an acceptance ('accepted': to
 * the answer's author) needs: one statement. The asker's name is never read for it.
 */
export async function questionMailFacts(db: ReadOnlyD1, answerId: number, news: 'answered' | 'accepted'): Promise<QuestionMailFacts | null> {
  const recipientColumn = news === 'answered' ? 'q.author_id' : 'a.author_id';
  const row = await db
    .prepare(
      `SELECT q.id AS questionId, q.title, r.id AS userId, r.email, r.full_name AS name, ${emailChoice('questions')} AS wants,
              r.email_verified_at IS NOT NULL AS confirmed, au.full_name AS answerer, q.accepted_answer_id IS a.id AS accepted,
              ${READABLE_BY_RECIPIENT} AS readable
         FROM answers a JOIN questions q ON q.id = a.question_id JOIN users au ON au.id = a.author_id
              JOIN users r ON r.id = ${recipientColumn} LEFT JOIN email_preferences p ON p.user_id = r.id
        WHERE a.id = ?1 AND a.hidden_at IS NULL AND r.suspended_at IS NULL`,
    )
    .bind(answerId)
    .first<Row>();
  if (!row || (news === 'accepted' && !row.accepted)) return null;
  return {
    questionId: Number(row.questionId),
    title: String(row.title),
    recipient: row.confirmed ? { userId: Number(row.userId), email: String(row.email), name: String(row.name), wants: String(row.wants), readable: Boolean(row.readable) } : null,
    answerer: news === 'answered' ? String(row.answerer) : null,
  };
}
