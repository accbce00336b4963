import { QUESTION_EXCERPT_LENGTH } from '#contract/questions-types';
import { RELATED_LIMIT, type RelatedItem } from '#contract/related-types';
import { searchIndexOf, type IndexedKind } from '../search-index';
import type { ContentKind } from './content';
import { jsonObjectSql, notHiddenFrom, visibleTo, type JsonFields, type Reader } from './shared';
import type { ReadOnlyD1 } from '../client';

/*
 * 'Relacionados' (docs/rules/related-items.md): the items that share the most significant words of
 * an article or a protocol, found in the search's FTS5 indexes of Portuguese stems (migrations 0006,
 * 0015 and 0021) by one statement. Hand SQL, as the search: the words are read from the item's
 * stored stems, counted in the indexes and matched there, and the answer is JSON written by SQLite.
 */

/** The first distinct words of the item's title, then of its summary, that are weighed. */
const CANDIDATE_WORDS = 24;
/** Words shorter than this (stems such as "ma", "fo") say nothing of a subject. */
const MIN_WORD_LENGTH = 3;
/** The item's significant words searched for: its title's first, the rarest first. */
const SIGNIFICANT_WORDS = 8;
/**
 * A word in more items of one kind than this is common: it is not searched, and its count stops
 * there, so that no statement reads more than this many matches of a word in an index.
 */
const COMMON_IN_A_KIND = 250;
/** Nor is a word in more than this many items, or a fifth of them all, whichever is more. */
const COMMON_FLOOR = 5;
const COMMON_SHARE = 5;
/** Least score of a related item: two shared words, one of them in its title, or three words. */
const MIN_SCORE = 3;

/** The kinds related items are read from, each with its table and the alias its row is joined as. */
const RELATED_SOURCES: readonly { kind: ContentKind | 'question'; table: 'articles' | 'protocols' | 'questions'; alias: string }[] = [
  { kind: 'article', table: 'articles', alias: 'a' },
  { kind: 'protocol', table: 'protocols', alias: 'p' },
  { kind: 'question', table: 'questions', alias: 'q' },
];

/** The FTS5 index of each kind a reader's words are matched in: a visitor's holds only what visitors read (the search's rule). */
function indexOf(kind: ContentKind | 'question', reader: Reader): string {
  const index = searchIndexOf(kind as IndexedKind);
  return reader === null ? index.visitorIndex.fts : index.fts;
}

/** The related item's fields from its row (articles `a`, protocols `p`, questions `q`, one of them joined), in the order of the JSON. */
const RELATED_ITEM_FIELDS = {
  kind: "CASE s.kind WHEN 'article' THEN (CASE a.type WHEN 'CASE_STUDY' THEN 'case-study' WHEN 'RESEARCH' THEN 'research' ELSE 'article' END) ELSE s.kind END",
  id: 's.id',
  title: 'coalesce(a.title, p.title, q.title)',
  href: "CASE s.kind WHEN 'article' THEN '/articles/' WHEN 'protocol' THEN '/protocols/' ELSE '/perguntas/' END || s.id",
  // A question's summary is the start of its text, as its list's card shows it (worker/db/queries/questions.ts).
  summary: `coalesce(a.summary, p.summary, CASE WHEN length(q.content_text) > ${QUESTION_EXCERPT_LENGTH} THEN rtrim(substr(q.content_text, 1, ${QUESTION_EXCERPT_LENGTH - 1})) || '…' ELSE q.content_text END)`,
} satisfies JsonFields<RelatedItem>;

/** SQL: a stored stems column (words separated by single spaces) as the rows of `json_each`, `value` the word and `key` its place. */
const wordsOf = (column: string) => `json_each('["' || replace(${column}, ' ', '","') || '"]')`;

/**
 * The items related to the article or protocol `id` that `reader` may read, best first, as the
 * JSON text of their array; null when the item is not there for them (unknown, hidden, in a closed
 * community they are not in), as its page would answer 404. One statement:
 *
 * 1. the item's words are its stored title and summary stems (stop words were left out when they
 *    were written);
 * 2. each of the first `CANDIDATE_WORDS` is counted in every kind's index, each count stopping
 *    past `COMMON_IN_A_KIND`; a word is significant when another item has it too and it is not
 *    common; the title's come first, then the rarest;
 * 3. each of those `SIGNIFICANT_WORDS` is matched in every kind's index (twice: anywhere, and in
 *    the title), and an item scores one for each word it shares, two when that word is in its title;
 * 4. the item itself, hidden items and closed communities' items the reader is not in are left
 *    out; those reaching `MIN_SCORE` are ranked by score, then by the words shared, the newest first.
 */
export async function relatedItemsJson(db: ReadOnlyD1, kind: ContentKind, id: number, reader: Reader): Promise<string | null> {
  const params: unknown[] = [];
  const { table } = RELATED_SOURCES.find((source) => source.kind === kind)!;
  params.push(id);
  const readable = visibleTo('i', table, reader, params, { moderators: true });

  const indexes = RELATED_SOURCES.map((source) => ({ ...source, fts: indexOf(source.kind, reader) }));
  const countIn = (fts: string) => `(SELECT count(*) FROM (SELECT rowid FROM ${fts} WHERE ${fts} MATCH c.phrase LIMIT ${COMMON_IN_A_KIND + 1}))`;
  const counts = indexes.map(({ fts }) => countIn(fts));
  const countColumns = indexes.map((_, at) => `n${at}`);
  const itemsWithWord = countColumns.join(' + ');
  const totalItems = indexes.map(({ table: source }) => `coalesce((SELECT max(id) FROM ${source}), 0)`).join(' + ');
  // One table of matches for each kind, then their union: D1 allows few terms in one compound SELECT.
  const hitsOf = indexes.map(
    ({ kind: source, fts }) => `hits_${source}(kind, id, term, w) AS (
         SELECT '${source}', ${fts}.rowid, t.term, 1 FROM terms t CROSS JOIN ${fts} WHERE ${fts} MATCH t.phrase
         UNION ALL SELECT '${source}', ${fts}.rowid, t.term, 1 FROM terms t CROSS JOIN ${fts} WHERE ${fts} MATCH t.title_phrase)`,
  );
  const hits = indexes.map(({ kind: source }) => `SELECT kind, id, term, w FROM hits_${source}`);

  // The item itself, then what the reader may not read, are left out.
  const shown = [`NOT (s.kind = '${kind}' AND s.id = ?)`];
  params.push(id);
  for (const source of RELATED_SOURCES) shown.push(`(s.kind <> '${source.kind}' OR ${notHiddenFrom(source.table, 's.id', null, params, reader)})`);
  const joins = RELATED_SOURCES.map((source) => `LEFT JOIN ${source.table} ${source.alias} ON s.kind = '${source.kind}' AND ${source.alias}.id = s.id`).join(' ');

  const row = await db
    .prepare(
      `WITH src(title, summary) AS (SELECT i.title_stems, i.summary_stems FROM ${table} i WHERE i.id = ? AND ${readable}),
       words(term, pos, in_title) AS (
         SELECT j.value, j.key, 1 FROM src, ${wordsOf('src.title')} j WHERE src.title <> ''
         UNION ALL SELECT j.value, 1000 + j.key, 0 FROM src, ${wordsOf('src.summary')} j WHERE src.summary <> ''),
       candidates(term, phrase, in_title, pos) AS (
         SELECT term, '"' || term || '"', max(in_title), min(pos) FROM words WHERE length(term) >= ${MIN_WORD_LENGTH}
         GROUP BY term ORDER BY min(pos) LIMIT ${CANDIDATE_WORDS}),
       counted(term, phrase, in_title, pos, ${countColumns.join(', ')}) AS (
         SELECT c.term, c.phrase, c.in_title, c.pos, ${counts.join(', ')} FROM candidates c),
       terms(term, phrase, title_phrase) AS (
         SELECT term, phrase, 'title_stems : ' || phrase FROM counted
         WHERE ${itemsWithWord} >= 2 AND max(${countColumns.join(', ')}) <= ${COMMON_IN_A_KIND}
           AND ${itemsWithWord} <= max(${COMMON_FLOOR}, (${totalItems}) / ${COMMON_SHARE})
         ORDER BY in_title DESC, ${itemsWithWord}, pos LIMIT ${SIGNIFICANT_WORDS}),
       ${hitsOf.join(',\n       ')},
       hits(kind, id, term, w) AS (${hits.join(' UNION ALL ')}),
       scored(kind, id, score, shared) AS (SELECT kind, id, sum(w), count(DISTINCT term) FROM hits GROUP BY kind, id)
       SELECT EXISTS (SELECT 1 FROM src) AS found, (
         SELECT json_group_array(json(item)) FROM (
           SELECT ${jsonObjectSql(RELATED_ITEM_FIELDS)} AS item FROM scored s ${joins}
           WHERE s.score >= ${MIN_SCORE} AND ${shown.join(' AND ')}
           ORDER BY s.score DESC, s.shared DESC, s.id DESC, s.kind LIMIT ${RELATED_LIMIT})) AS items`,
    )
    .bind(...params)
    .first<{ found: number; items: string }>();
  return row?.found ? row.items : null;
}
