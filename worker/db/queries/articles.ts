import type { Article, ArticleType } from '#contract/articles';
import {
  getContent,
  getOwnershipAndCategory,
  itemByIdStatement,
  justInsertedStatement,
  listContent,
  rowToArticle,
  type ContentListFilters,
  type Page,
  type ViewerId,
} from './content';

export function listArticles(db: D1Database, filters: ContentListFilters, viewerId: ViewerId): Promise<Page<Article>> {
  return listContent(db, 'article', filters, viewerId, rowToArticle);
}

export function getArticle(db: D1Database, id: number, viewerId: ViewerId): Promise<Article | null> {
  return getContent(db, 'article', id, viewerId, rowToArticle);
}

export function getArticleOwnership(db: D1Database, id: number, categoryId: number | undefined) {
  return getOwnershipAndCategory(db, 'article', id, categoryId);
}

/** Article fields as stored: content already sanitised, with its text and search text. */
export interface ArticleRecord {
  title: string;
  summary: string;
  content: string;
  contentText: string;
  searchText: string;
  categoryId: number;
  type: ArticleType;
  readTime: number;
  imageUrl: string | null;
  pdfUrl: string | null;
}

/**
 * Inserts the article only if its category exists, and reads it back in the same batch.
 * Null when the category does not exist (nothing written).
 */
export async function createArticle(db: D1Database, authorId: number, record: ArticleRecord): Promise<Article | null> {
  const insert = db
    .prepare(
      `INSERT INTO articles (title, summary, content, content_text, search_text, author_id, category_id, type, read_time, image_url, pdf_url)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 WHERE EXISTS (SELECT 1 FROM categories WHERE id = ?7)
       RETURNING id`,
    )
    .bind(
      record.title,
      record.summary,
      record.content,
      record.contentText,
      record.searchText,
      authorId,
      record.categoryId,
      record.type,
      record.readTime,
      record.imageUrl,
      record.pdfUrl,
    );
  const [inserted, readBack] = await db.batch<Record<string, unknown>>([insert, justInsertedStatement(db, 'article', authorId)]);
  const row = readBack?.results[0];
  if (!inserted?.results.length || !row) return null;
  return rowToArticle(row, authorId);
}

const UPDATABLE_COLUMNS: Record<keyof ArticleRecord, string> = {
  title: 'title',
  summary: 'summary',
  content: 'content',
  contentText: 'content_text',
  searchText: 'search_text',
  categoryId: 'category_id',
  type: 'type',
  readTime: 'read_time',
  imageUrl: 'image_url',
  pdfUrl: 'pdf_url',
};

/** Changes the given fields of the member's own article and answers it as it now is (one batch). */
export async function updateArticle(db: D1Database, id: number, authorId: number, changes: Partial<ArticleRecord>): Promise<Article | null> {
  const assignments: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(UPDATABLE_COLUMNS) as [keyof ArticleRecord, string][]) {
    if (changes[field] === undefined) continue;
    assignments.push(`${column} = ?`);
    params.push(changes[field]);
  }
  assignments.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  params.push(id, authorId);
  const update = db.prepare(`UPDATE articles SET ${assignments.join(', ')} WHERE id = ? AND author_id = ?`).bind(...params);
  const [, readBack] = await db.batch<Record<string, unknown>>([update, itemByIdStatement(db, 'article', id, authorId)]);
  const row = readBack?.results[0];
  return row ? rowToArticle(row, authorId) : null;
}
