import type { Article, ArticleType, ContentItem } from '#contract/articles-types';
import type { Protocol, ProtocolReview } from '#contract/protocols-types';
import { normalizeSearchText } from '#contract/common';
import { stemsOf } from '../search-index';
import { deletePublishedDraftStatement } from './drafts';
import { categorySummaryJson, communitySummaryJson, hiddenJson, jsonBoolean, jsonObjectSql, userSummaryJson, visibleList, visibleTo, type JsonFields, type ListQuery } from './shared';
import { type ReadOnlyD1, type StatementFor } from '../client';

/**
 * What articles and protocols share: one JSON shape for both, written by SQLite (`itemJson`), so
 * that lists, details, saved items and search all answer the same fields, and one way to list,
 * read, create and change either kind. What is only an article's or a protocol's is described per
 * kind below. Hand SQL throughout: the reads are JSON written by SQLite (decision 063), and each
 * write reads its item back as that JSON in the same batch (decision 066).
 */
export type ContentKind = 'article' | 'protocol';

interface KindInfo {
  table: 'articles' | 'protocols';
  /** The column of `likes`, `comments` and `saved_items` that points at this kind. */
  targetColumn: 'article_id' | 'protocol_id';
  /** The fields only this kind has, and the SQL of their values, from the table aliased `a`. */
  ownFields: Record<string, string>;
}

/** SQL for a JSON boolean from a condition that SQLite answers with 0 or 1. */

/**
 * A protocol's review (docs/rules/trust.md), null when it has none: the
 * reviewer's summary by a subquery (no join of its own in `ITEM_JOINS`), overdue once the due
 * date has passed (UTC).
 */
const protocolReviewJson = `CASE WHEN a.reviewed_at IS NULL THEN NULL ELSE ${jsonObjectSql({
  reviewer: `json((SELECT ${userSummaryJson('r')} FROM users r WHERE r.id = a.reviewed_by))`,
  reviewedAt: 'a.reviewed_at',
  evidenceLevel: 'a.evidence_level',
  reviewDueAt: 'a.review_due_at',
  overdue: jsonBoolean("a.review_due_at < strftime('%Y-%m-%d', 'now')"),
} satisfies JsonFields<ProtocolReview>)} END`;

/** The fields of `Item` that a `ContentItem` does not have. */
type OwnFields<Item> = JsonFields<Omit<Item, keyof ContentItem>>;

export const KINDS: Record<ContentKind, KindInfo> = {
  article: {
    table: 'articles',
    targetColumn: 'article_id',
    ownFields: { type: 'a.type', readTime: 'a.read_time' } satisfies OwnFields<Article>,
  },
  protocol: {
    table: 'protocols',
    targetColumn: 'protocol_id',
    ownFields: { isValidated: jsonBoolean('a.is_validated'), downloads: 'a.downloads', review: `json(${protocolReviewJson})` } satisfies OwnFields<Protocol>,
  },
};

/** What visitors are never sent, nor even read for. */
const MEMBER_ONLY_FIELDS = ['content', 'pdfUrl'] as const satisfies readonly (keyof ContentItem)[];

/** The fields that every item has, in the order of the JSON, from the table aliased `a` with `ITEM_JOINS`. */
const contentItemFields = (liked: string) =>
  ({
    id: 'a.id',
    title: 'a.title',
    summary: 'a.summary',
    content: 'a.content',
    pdfUrl: 'a.pdf_url',
    hasPdf: jsonBoolean('a.pdf_url IS NOT NULL'),
    imageUrl: 'a.image_url',
    likes: 'a.likes',
    liked,
    authorId: 'a.author_id',
    categoryId: 'a.category_id',
    author: userSummaryJson('u'),
    category: categorySummaryJson('c'),
    communityId: 'a.community_id',
    community: communitySummaryJson('a'),
    createdAt: 'a.created_at',
    updatedAt: 'a.updated_at',
    hidden: hiddenJson('a'),
  }) satisfies JsonFields<Omit<ContentItem, 'pdfExcerpt'>>; // `pdfExcerpt`: search's only (queries/pdf-texts.ts)

/** Who is looking: a signed-in member's id, or null for a visitor (no content, no PDF, never `liked`). */
export type ViewerId = number | null;

/**
 * The item of `kind` from the table aliased `a`, with `ITEM_JOINS`, as one JSON object built by
 * SQLite: an `Article` or a `Protocol` (#contract), in the viewer's shape. Lists and search send
 * arrays of them as SQLite wrote them: building each row as an object in the Worker and writing it
 * out again took about a third of the Worker's time for a search (decision 063). Pushes its
 * parameters onto `params`, so it must be built before the parts of the statement that come after it.
 */
export function itemJson(kind: ContentKind, viewerId: ViewerId, params: unknown[]): string {
  const { targetColumn, ownFields } = KINDS[kind];
  let liked = "json('false')";
  if (viewerId !== null) {
    liked = jsonBoolean(`EXISTS (SELECT 1 FROM likes l WHERE l.user_id = ? AND l.${targetColumn} = a.id)`);
    params.push(viewerId);
  }
  const fields: Partial<Record<string, string>> = { ...contentItemFields(liked), ...ownFields };
  // Visitors never receive the content or the PDF's address: they are not even read for them.
  if (viewerId === null) for (const field of MEMBER_ONLY_FIELDS) delete fields[field];
  return jsonObjectSql(fields);
}

export const ITEM_JOINS = 'JOIN users u ON u.id = a.author_id JOIN categories c ON c.id = a.category_id';

type Row = Record<string, unknown>;

/** What each kind answers. */
export interface ItemOfKind {
  article: Article;
  protocol: Protocol;
}

/** An item read back as the JSON text of `itemJson`. */
export function parseItem<K extends ContentKind>(json: unknown): ItemOfKind[K] {
  return JSON.parse(json as string) as ItemOfKind[K];
}

export interface ContentListFilters {
  limit: number;
  offset: number;
  q?: string | undefined;
  categoryId?: number | undefined;
  authorId?: number | undefined;
  /** Only those posted in this community (docs/rules/communities.md). */
  communityId?: number | undefined;
  ids?: number[] | undefined;
  /** Articles only. */
  type?: ArticleType | undefined;
  /** Protocols only: just the validated ones. */
  validated?: true | undefined;
  /** Protocols only: just those reviewed at this level of evidence. */
  evidenceLevel?: number | undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** A page of items as the JSON text of their array, to be sent as it is, and the total. */
export interface JsonPage {
  itemsJson: string;
  total: number;
}

/**
 * `WHERE` of a list over the bare table (no alias), with its parameters, and its total: never a
 * hidden item (docs/rules/trust.md), but in the viewer's own list (`authorId` is theirs: their
 * profile's tabs), where they find theirs marked.
 */
function listWhere(kind: ContentKind, filters: ContentListFilters, viewerId: ViewerId): ListQuery {
  const { table } = KINDS[kind];
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filters.categoryId !== undefined) {
    conditions.push('category_id = ?');
    params.push(filters.categoryId);
  }
  if (filters.authorId !== undefined) {
    conditions.push('author_id = ?');
    params.push(filters.authorId);
  }
  if (filters.communityId !== undefined) {
    conditions.push('community_id = ?');
    params.push(filters.communityId);
  }
  if (filters.type !== undefined) {
    conditions.push('type = ?');
    params.push(filters.type);
  }
  if (filters.validated) conditions.push('is_validated = 1');
  if (filters.evidenceLevel !== undefined) {
    conditions.push('evidence_level = ?');
    params.push(filters.evidenceLevel);
  }
  if (filters.ids !== undefined) {
    conditions.push('id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filters.ids));
  }
  const q = normalizeSearchText(filters.q ?? '');
  if (q) {
    conditions.push('instr(search_text, ?) > 0');
    params.push(q);
  }
  return visibleList(table, table, conditions, params, viewerId !== null && filters.authorId === viewerId ? viewerId : null, viewerId);
}

/** The SQL of a list's page (one row: the JSON array of its items) and of its total, with their parameters. */
export function listSql(kind: ContentKind, filters: ContentListFilters, viewerId: ViewerId) {
  const { table } = KINDS[kind];
  const { where, params: whereParams, countSql, countParams } = listWhere(kind, filters, viewerId);
  const pageParams: unknown[] = [];
  const item = itemJson(kind, viewerId, pageParams);
  pageParams.push(...whereParams, filters.limit, filters.offset);
  // The page is chosen on the table's own indexes (newest first) before anything is joined; CROSS
  // JOIN keeps the page as the outer loop (otherwise SQLite may walk the whole table in date order).
  const pageSql = `SELECT json_group_array(${item} ORDER BY a.created_at DESC, a.id DESC) AS items
         FROM (SELECT id FROM ${table} ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?) p
         CROSS JOIN ${table} a ON a.id = p.id ${ITEM_JOINS}`;
  return { pageSql, pageParams, countSql, countParams };
}

/** One page of a list, newest first, and the total: two statements in one batch whatever the page size. */
export async function listContentJson(db: ReadOnlyD1, kind: ContentKind, filters: ContentListFilters, viewerId: ViewerId): Promise<JsonPage> {
  const { pageSql, pageParams, countSql, countParams } = listSql(kind, filters, viewerId);
  const [page, totals] = await db.batch<Row>([db.prepare(pageSql).bind(...pageParams), db.prepare(countSql).bind(...countParams)]);
  return { itemsJson: (page?.results[0]?.items as string | undefined) ?? '[]', total: Number(totals?.results[0]?.total ?? 0) };
}

/**
 * The statement that reads one item in the viewer's shape, as the JSON text of `itemJson` in the
 * column `item`; a hidden item only for its author and moderators (for anyone else it is not there).
 */
export function itemByIdStatement<D extends ReadOnlyD1>(db: D, kind: ContentKind, id: number, viewerId: ViewerId): StatementFor<D> {
  const params: unknown[] = [];
  const item = itemJson(kind, viewerId, params);
  params.push(id);
  const visible = visibleTo('a', KINDS[kind].table, viewerId, params, { moderators: true });
  return db.prepare(`SELECT ${item} AS item FROM ${KINDS[kind].table} a ${ITEM_JOINS} WHERE a.id = ? AND ${visible}`).bind(...params) as StatementFor<D>;
}

/** One item in the viewer's shape as the JSON text SQLite wrote, to be sent as it is, or null. One statement. */
export async function getContentJson(db: ReadOnlyD1, kind: ContentKind, id: number, viewerId: ViewerId): Promise<string | null> {
  const row = await itemByIdStatement(db, kind, id, viewerId).first<{ item: string }>();
  return row?.item ?? null;
}

/** The statement that reads back the row just inserted by the previous statement of the same batch. */
function justInsertedStatement<D extends ReadOnlyD1>(db: D, kind: ContentKind, viewerId: number): StatementFor<D> {
  const params: unknown[] = [];
  const item = itemJson(kind, viewerId, params);
  return db.prepare(`SELECT ${item} AS item FROM ${KINDS[kind].table} a ${ITEM_JOINS} WHERE a.id = last_insert_rowid()`).bind(...params) as StatementFor<D>;
}

export interface ItemOwnership {
  authorId: number;
  /** An article's type (null for a protocol). */
  type: ArticleType | null;
  title: string;
  summary: string;
  imageUrl: string | null;
  pdfUrl: string | null;
  /** Whether the category asked for exists (true when none was asked for). */
  categoryExists: boolean;
  /** A case study's text (or an article's about to become one), for its privacy review; null otherwise. */
  contentText: string | null;
  /** The review's findings its author acknowledged. */
  privacyAcknowledged: string[];
  /** The community it is posted in (null: the whole portal). */
  communityId: number | null;
}

/** What a change needs to know before it is made: the author, the current title, summary and files, whether `categoryId` exists. */
export async function getOwnershipAndCategory(db: ReadOnlyD1, kind: ContentKind, id: number, categoryId: number | undefined, options: { caseStudyText?: boolean } = {}): Promise<ItemOwnership | null> {
  // A case study's (or an article about to be one's) text and acknowledged findings, for its privacy review.
  const reviewed =
    kind === 'article' ? `CASE WHEN type = 'CASE_STUDY' OR ?3 THEN content_text END AS contentText, privacy_acknowledged AS privacyAcknowledged` : 'NULL AS contentText, NULL AS privacyAcknowledged';
  const row = await db
    .prepare(
      `SELECT author_id AS authorId, ${kind === 'article' ? 'type' : 'NULL'} AS type, title, summary, image_url AS imageUrl, pdf_url AS pdfUrl, community_id AS communityId, ${reviewed},
              (?2 IS NULL OR EXISTS (SELECT 1 FROM categories WHERE id = ?2)) AS categoryExists
         FROM ${KINDS[kind].table} WHERE id = ?1`,
    )
    .bind(id, categoryId ?? null, ...(kind === 'article' ? [options.caseStudyText ? 1 : 0] : []))
    .first<Omit<ItemOwnership, 'categoryExists' | 'privacyAcknowledged'> & { categoryExists: number; privacyAcknowledged: string | null }>();
  return row ? { ...row, categoryExists: Boolean(row.categoryExists), privacyAcknowledged: row.privacyAcknowledged ? (JSON.parse(row.privacyAcknowledged) as string[]) : [] } : null;
}

/** The fields of an article or protocol as stored: content already sanitised, with its text and search text. */
export interface ContentRecord {
  title: string;
  summary: string;
  content: string;
  contentText: string;
  searchText: string;
  categoryId: number;
  imageUrl: string | null;
  pdfUrl: string | null;
  /** The community it is posted in (null: the whole portal); checked by the route (docs/rules/communities.md). */
  communityId: number | null;
}

/** An article also stores its type and reading time (a protocol's validation and downloads are not written by its author). */
interface ArticleRecord extends ContentRecord {
  type: ArticleType;
  readTime: number;
  /** When the author declared a case study's patient consent (docs/rules/trust.md); unchanged when absent. */
  patientConsentAt?: string | null;
  /** A case study's acknowledged privacy findings, as JSON (docs/rules/patient-privacy.md); unchanged when absent. */
  privacyAcknowledged?: string;
}

/** What each kind stores. */
export interface RecordOfKind {
  article: ArticleRecord;
  protocol: ContentRecord;
}

const SHARED_COLUMNS: Record<keyof ContentRecord, string> = {
  title: 'title',
  summary: 'summary',
  content: 'content',
  contentText: 'content_text',
  searchText: 'search_text',
  categoryId: 'category_id',
  imageUrl: 'image_url',
  pdfUrl: 'pdf_url',
  communityId: 'community_id',
};

const WRITABLE_COLUMNS: { [K in ContentKind]: Record<keyof RecordOfKind[K], string> } = {
  article: { ...SHARED_COLUMNS, type: 'type', readTime: 'read_time', patientConsentAt: 'patient_consent_at', privacyAcknowledged: 'privacy_acknowledged' },
  protocol: SHARED_COLUMNS,
};

/** The stems columns of the searched fields among `record`'s (title, summary, text), to write beside them. */
function searchedStems(kind: ContentKind, record: Partial<ContentRecord>): Record<string, string> {
  return stemsOf(kind, { title: record.title, summary: record.summary, contentText: record.contentText }, { columns: true });
}

function writableColumns<K extends ContentKind>(kind: K) {
  return Object.entries(WRITABLE_COLUMNS[kind]) as [keyof RecordOfKind[K], string][];
}

/**
 * Inserts the item (a protocol starts not validated) only if its category exists, deletes the
 * author's draft of a new item of this kind (it is published), and reads the item back, in one
 * batch. Null when the category does not exist (nothing written, the draft kept).
 */
export async function createContent<K extends ContentKind>(db: D1Database, kind: K, authorId: number, record: RecordOfKind[K]): Promise<ItemOfKind[K] | null> {
  const columns = ['author_id'];
  const params: unknown[] = [authorId];
  for (const [field, column] of writableColumns(kind)) {
    columns.push(column);
    params.push(record[field] ?? null);
  }
  for (const [column, stems] of Object.entries(searchedStems(kind, record))) {
    columns.push(column);
    params.push(stems);
  }
  const insert = db
    .prepare(
      `INSERT INTO ${KINDS[kind].table} (${columns.join(', ')})
       SELECT ${columns.map(() => '?').join(', ')} WHERE EXISTS (SELECT 1 FROM categories WHERE id = ?)
       RETURNING id`,
    )
    .bind(...params, record.categoryId);
  const [inserted, , readBack] = await db.batch<Row>([insert, deletePublishedDraftStatement(db, { authorId, kind, itemId: null }), justInsertedStatement(db, kind, authorId)]);
  const row = readBack?.results[0];
  if (!inserted?.results.length || !row) return null;
  return parseItem<K>(row.item);
}

/** The fields whose change clears a protocol's review: what the reviewer read (docs/rules/trust.md). */
const REVIEWED_FIELDS = ['title', 'summary', 'content', 'pdfUrl'] as const satisfies readonly (keyof ContentRecord)[];
const REVIEW_COLUMNS = ['reviewed_by', 'reviewed_at', 'evidence_level', 'review_due_at'];

/**
 * Helper D, issue 18: the assignments that clear a protocol's review (and its validation) when one
 * of the reviewed fields takes a different value; the same values sent again keep it. Null when no
 * reviewed field is among the changes.
 */
function reviewClearing(changes: Partial<ContentRecord>): { assignments: string[]; params: unknown[] } | null {
  const sent = REVIEWED_FIELDS.filter((field) => changes[field] !== undefined);
  if (sent.length === 0) return null;
  const changed = sent.map((field) => `${SHARED_COLUMNS[field]} IS NOT ?`).join(' OR ');
  const values = sent.map((field) => changes[field]);
  const assignments = [...REVIEW_COLUMNS.map((column) => `${column} = CASE WHEN ${changed} THEN NULL ELSE ${column} END`), `is_validated = CASE WHEN ${changed} THEN 0 ELSE is_validated END`];
  return { assignments, params: Array.from({ length: assignments.length }, () => values).flat() };
}

/** Changes the given fields of the member's own item, deletes the author's draft of it, and answers it as it now is (one batch). */
export async function updateContent<K extends ContentKind>(db: D1Database, kind: K, id: number, authorId: number, changes: Partial<RecordOfKind[K]>): Promise<ItemOfKind[K] | null> {
  const assignments: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of writableColumns(kind)) {
    if (changes[field] === undefined) continue;
    assignments.push(`${column} = ?`);
    params.push(changes[field]);
  }
  for (const [column, stems] of Object.entries(searchedStems(kind, changes))) {
    assignments.push(`${column} = ?`);
    params.push(stems);
  }
  if (kind === 'protocol') {
    const cleared = reviewClearing(changes);
    if (cleared) {
      assignments.push(...cleared.assignments);
      params.push(...cleared.params);
    }
  }
  assignments.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  params.push(id, authorId);
  const update = db.prepare(`UPDATE ${KINDS[kind].table} SET ${assignments.join(', ')} WHERE id = ? AND author_id = ?`).bind(...params);
  const [, , readBack] = await db.batch<Row>([update, deletePublishedDraftStatement(db, { authorId, kind, itemId: id }), itemByIdStatement(db, kind, id, authorId)]);
  const row = readBack?.results[0];
  return row ? parseItem<K>(row.item) : null;
}

/** Whether an article or protocol is there for the viewer: it exists and, when hidden, they wrote it or moderate. */
export function visibleStatement<D extends ReadOnlyD1>(db: D, kind: ContentKind, id: number, viewerId: ViewerId): StatementFor<D> {
  const params: unknown[] = [id];
  const visible = visibleTo('a', KINDS[kind].table, viewerId, params, { moderators: true });
  return db.prepare(`SELECT EXISTS (SELECT 1 FROM ${KINDS[kind].table} a WHERE a.id = ? AND ${visible}) AS found`).bind(...params) as StatementFor<D>;
}
