import { normalizeSearchText } from '#contract/common';
import type { EmploymentType, Opportunity } from '#contract/opportunities';
import type { opportunities } from '../schema';
import { containsPattern, pickUserSummary, userSummaryColumns, type UserSummaryColumns } from './shared';

/** What an opportunity's `search_text` holds: the fields the list searches (`q`). */
export function opportunitySearchText(item: { title: string; description: string; company: string; location: string }): string {
  return normalizeSearchText([item.title, item.description, item.company, item.location].join(' '));
}

export interface OpportunityFilters {
  limit: number;
  offset: number;
  q?: string;
  posterId?: number;
}

export interface NewOpportunity {
  title: string;
  description: string;
  company: string;
  location: string;
  employmentType: EmploymentType;
  requirements: string | null;
  contactEmail: string;
  expiresAt: string | null;
}

const SELECT_OPPORTUNITY = `
  SELECT o.id, o.title, o.description, o.company, o.location, o.employment_type AS employmentType,
         o.requirements, o.contact_email AS contactEmail, o.expires_at AS expiresAt,
         o.poster_id AS posterId, o.created_at AS createdAt,
         ${userSummaryColumns('u', 'poster_')}
    FROM opportunities o
    JOIN users u ON u.id = o.poster_id`;

/** A row of `SELECT_OPPORTUNITY`: the columns of `opportunities` under their schema names and the poster's summary. */
type OpportunityRow = Omit<typeof opportunities.$inferSelect, 'searchText'> & UserSummaryColumns<'poster_'>;

function toOpportunity(row: OpportunityRow): Opportunity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: row.company,
    location: row.location,
    employmentType: row.employmentType,
    requirements: row.requirements ?? null,
    contactEmail: row.contactEmail,
    expiresAt: row.expiresAt ?? null,
    posterId: row.posterId,
    poster: pickUserSummary(row, 'poster_'),
    createdAt: row.createdAt,
  };
}

/** One page, newest first, and the total, in one batch (two statements, whatever the page size). */
export async function listOpportunities(db: D1Database, filters: OpportunityFilters): Promise<{ items: Opportunity[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.q) {
    conditions.push(`o.search_text LIKE ? ESCAPE '\\'`);
    params.push(containsPattern(normalizeSearchText(filters.q)));
  }
  if (filters.posterId !== undefined) {
    conditions.push('o.poster_id = ?');
    params.push(filters.posterId);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const [count, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM opportunities o ${where}`).bind(...params),
    db.prepare(`${SELECT_OPPORTUNITY} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`).bind(...params, filters.limit, filters.offset),
  ]);
  const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0;
  return { items: (page!.results as OpportunityRow[]).map(toOpportunity), total };
}

export async function getOpportunity(db: D1Database, id: number): Promise<Opportunity | null> {
  const row = await db.prepare(`${SELECT_OPPORTUNITY} WHERE o.id = ?`).bind(id).first<OpportunityRow>();
  return row ? toOpportunity(row) : null;
}

/** Inserts the opportunity and reads it back with its poster, in one batch. */
export async function createOpportunity(db: D1Database, item: NewOpportunity, posterId: number): Promise<Opportunity> {
  const [, created] = await db.batch([
    db
      .prepare(
        `INSERT INTO opportunities (title, description, company, location, employment_type, requirements, contact_email, poster_id, expires_at, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        item.title,
        item.description,
        item.company,
        item.location,
        item.employmentType,
        item.requirements,
        item.contactEmail,
        posterId,
        item.expiresAt,
        opportunitySearchText(item),
      ),
    db.prepare(`${SELECT_OPPORTUNITY} WHERE o.id = last_insert_rowid()`),
  ]);
  return toOpportunity(created!.results[0] as OpportunityRow);
}
