import { FILE_URL_PREFIX } from '#contract/common-types';
import type { ContentKind } from './content';
import type { ReadOnlyD1 } from '../client';

// The text of attached PDFs (docs/rules/pdf-text.md): what the PDF text Worker (workers/pdf-text/)
// reads and writes, and the excerpt a member's search shows when the words it found are only in
// the PDF. Hand SQL: each write is conditional on the item still naming the PDF that was read, and
// the excerpt is part of the item's JSON that SQLite writes (decision 063). Migration 0026's
// triggers delete an item's text with the item, and when its PDF is replaced or removed. (The PDF
// text Worker bundles this file: it imports nothing heavier than types and the files' prefix.)

const TABLES: Record<ContentKind, 'articles' | 'protocols'> = { article: 'articles', protocol: 'protocols' };

/** What the main Worker puts on PDF_TEXT_QUEUE when an item is published or its PDF changes. */
export interface PdfTextJob {
  kind: ContentKind;
  itemId: number;
  pdfUrl: string;
}

export function isPdfTextJob(body: unknown): body is PdfTextJob {
  if (typeof body !== 'object' || body === null) return false;
  const job = body as Record<string, unknown>;
  return (job.kind === 'article' || job.kind === 'protocol') && Number.isInteger(job.itemId) && typeof job.pdfUrl === 'string' && job.pdfUrl.startsWith(FILE_URL_PREFIX);
}

/** The R2 key of an uploaded PDF's address (`/api/files/<key>`). */
export const pdfKeyOf = (pdfUrl: string) => pdfUrl.slice(FILE_URL_PREFIX.length);

/** Whether the item still names this PDF (it may have been deleted, or its PDF replaced, since the job was queued). */
export async function itemStillNames(db: ReadOnlyD1, job: PdfTextJob): Promise<boolean> {
  const row = await db.prepare(`SELECT 1 AS found FROM ${TABLES[job.kind]} WHERE id = ? AND pdf_url = ?`).bind(job.itemId, job.pdfUrl).first<{ found: number }>();
  return row !== null;
}

/**
 * Up to `limit` items whose PDF has no text stored: published before the text was read, or whose
 * job was lost. (A PDF that could not be read has an empty row: it is not among them.)
 */
export async function itemsWithUnreadPdfs(db: ReadOnlyD1, limit: number): Promise<PdfTextJob[]> {
  const unread = (kind: ContentKind) =>
    `SELECT '${kind}' AS kind, x.id AS itemId, x.pdf_url AS pdfUrl FROM ${TABLES[kind]} x
      WHERE x.pdf_url LIKE '${FILE_URL_PREFIX}%' AND NOT EXISTS (SELECT 1 FROM pdf_texts t WHERE t.item_kind = '${kind}' AND t.item_id = x.id)`;
  const { results } = await db
    .prepare(`${unread('article')} UNION ALL ${unread('protocol')} LIMIT ?`)
    .bind(limit)
    .all<PdfTextJob>();
  return results;
}

export interface ReadPdfText {
  text: string;
  stems: string;
  pages: number;
  truncated: boolean;
}

/**
 * The text in lower case without accents, character for character (a letter or digit, else a
 * space), so that a position found in it is the same position in the text: where the excerpt finds
 * a searched stem at the start of a word.
 */
function foldedText(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}]/gu, ' ')
    .replace(/[^ -~]/g, (char) => {
      const plain = char
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      return plain.length === 1 ? plain : ' ';
    })
    .replace(/[A-Z]/g, (char) => char.toLowerCase());
}

/**
 * Stores the text read from the item's PDF and its stems beside the item's other stems (where the
 * search index reads them), in one batch, each statement only while the item still names that
 * PDF. Answers whether it was stored.
 */
export async function savePdfText(db: D1Database, job: PdfTextJob, read: ReadPdfText): Promise<boolean> {
  const table = TABLES[job.kind];
  const [stored] = await db.batch([
    db
      .prepare(
        `INSERT INTO pdf_texts (item_kind, item_id, pdf_url, text, folded, pages, truncated)
         SELECT ?1, id, pdf_url, ?2, ?3, ?4, ?5 FROM ${table} WHERE id = ?6 AND pdf_url = ?7
         ON CONFLICT (item_kind, item_id) DO UPDATE SET pdf_url = excluded.pdf_url, text = excluded.text, folded = excluded.folded,
           pages = excluded.pages, truncated = excluded.truncated, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(job.kind, read.text, foldedText(read.text), read.pages, read.truncated ? 1 : 0, job.itemId, job.pdfUrl),
    db.prepare(`UPDATE ${table} SET pdf_stems = ? WHERE id = ? AND pdf_url = ?`).bind(read.stems, job.itemId, job.pdfUrl),
  ]);
  return (stored?.meta.changes ?? 0) > 0;
}

/** Characters of the PDF's text an excerpt shows, and how many of them come before the word found. */
const EXCERPT_LENGTH = 200;
const EXCERPT_BEFORE = 60;
/** The letters and digits a word cut at the excerpt's end is made of (Portuguese's accents included), trimmed away. */
const WORD_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789áàâãäçéèêëíìîïñóòôõöúùûüÁÀÂÃÄÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜ';

/** The stems of an FTS query written by `toFtsQuery` (`"stem" "stem"`). */
const stemsOfQuery = (terms: string) => [...terms.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"'));

/**
 * The item's JSON (`itemJson`, the table aliased `a`) with `pdfExcerpt`: when the searched words
 * are not all in its title, summary and content, so that only its PDF's text made it a match, the
 * text around the first of them in the PDF, '…' where it is cut; otherwise the field is absent
 * (a merge patch leaves a null out), so the item is exactly as its list and detail send it. For
 * members' searches only (a visitor's search never reads the PDF's stems). Pushes its parameters
 * onto `params` after the item's.
 */
export function withPdfExcerpt(kind: ContentKind, item: string, terms: string, params: unknown[]): string {
  const fts = `${TABLES[kind]}_fts`;
  // In the order of their places below: the match on the item's own columns, then the stems.
  params.push(`{title_stems summary_stems content_stems} : (${terms})`, JSON.stringify(stemsOfQuery(terms)));
  const firstWord = `(SELECT min(instr(' ' || t.folded, ' ' || s.value)) FROM json_each(?) s WHERE instr(' ' || t.folded, ' ' || s.value) > 0)`;
  const start = `max(1, coalesce(${firstWord}, 1) - ${EXCERPT_BEFORE})`;
  // Cut inside the text, the excerpt starts at the word after the cut, behind '…'.
  // Cut before the text's end, it ends at the word before the cut, then '…'.
  const excerpt = `(SELECT CASE WHEN w.start > 1 THEN '…' || substr(w.part, instr(w.part, ' ') + 1) ELSE w.part END
                  || CASE WHEN w.more THEN '…' ELSE '' END
      FROM (SELECT CASE WHEN length(v.text) >= v.start + ${EXCERPT_LENGTH} THEN rtrim(rtrim(substr(v.text, v.start, ${EXCERPT_LENGTH}), '${WORD_CHARACTERS}'), ' ,;:')
                        ELSE substr(v.text, v.start) END AS part, v.start AS start, length(v.text) >= v.start + ${EXCERPT_LENGTH} AS more
              FROM (SELECT t.text AS text, ${start} AS start FROM pdf_texts t WHERE t.item_kind = '${kind}' AND t.item_id = a.id) v) w)`;
  return `json_patch(${item}, json_object('pdfExcerpt', CASE WHEN a.pdf_stems IS NULL OR EXISTS (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? AND ${fts}.rowid = a.id) THEN NULL ELSE ${excerpt} END))`;
}
