import { normalizeSearchText } from '#contract/common';
import type { Volunteering } from '#contract/volunteering';
import type { volunteering } from '../schema';
import { containsPattern, pickUserSummary, userSummaryColumns, type UserSummaryColumns } from './shared';

/** What a volunteering offer's `search_text` holds: the fields the list searches (`q`). */
export function volunteeringSearchText(item: { title: string; description: string; organization: string; location: string }): string {
  return normalizeSearchText([item.title, item.description, item.organization, item.location].join(' '));
}

export interface VolunteeringFilters {
  limit: number;
  offset: number;
  q?: string;
  posterId?: number;
}

export interface NewVolunteering {
  title: string;
  description: string;
  organization: string;
  location: string;
  contactEmail: string;
  expiresAt: string | null;
}

const SELECT_VOLUNTEERING = `
  SELECT v.id, v.title, v.description, v.organization, v.location, v.contact_email AS contactEmail,
         v.expires_at AS expiresAt, v.poster_id AS posterId, v.created_at AS createdAt,
         ${userSummaryColumns('u', 'poster_')}
    FROM volunteering v
    JOIN users u ON u.id = v.poster_id`;

/** A row of `SELECT_VOLUNTEERING`: the columns of `volunteering` under their schema names and the poster's summary. */
type VolunteeringRow = Omit<typeof volunteering.$inferSelect, 'searchText'> & UserSummaryColumns<'poster_'>;

function toVolunteering(row: VolunteeringRow): Volunteering {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    organization: row.organization,
    location: row.location,
    contactEmail: row.contactEmail,
    expiresAt: row.expiresAt ?? null,
    posterId: row.posterId,
    poster: pickUserSummary(row, 'poster_'),
    createdAt: row.createdAt,
  };
}

/** One page, newest first, and the total, in one batch (two statements, whatever the page size). */
export async function listVolunteering(db: D1Database, filters: VolunteeringFilters): Promise<{ items: Volunteering[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filters.q) {
    conditions.push(`v.search_text LIKE ? ESCAPE '\\'`);
    params.push(containsPattern(normalizeSearchText(filters.q)));
  }
  if (filters.posterId !== undefined) {
    conditions.push('v.poster_id = ?');
    params.push(filters.posterId);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const [count, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM volunteering v ${where}`).bind(...params),
    db.prepare(`${SELECT_VOLUNTEERING} ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT ? OFFSET ?`).bind(...params, filters.limit, filters.offset),
  ]);
  const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0;
  return { items: (page!.results as VolunteeringRow[]).map(toVolunteering), total };
}

export async function getVolunteering(db: D1Database, id: number): Promise<Volunteering | null> {
  const row = await db.prepare(`${SELECT_VOLUNTEERING} WHERE v.id = ?`).bind(id).first<VolunteeringRow>();
  return row ? toVolunteering(row) : null;
}

/** Inserts the offer and reads it back with its poster, in one batch. */
export async function createVolunteering(db: D1Database, item: NewVolunteering, posterId: number): Promise<Volunteering> {
  const [, created] = await db.batch([
    db
      .prepare(
        `INSERT INTO volunteering (title, description, organization, location, contact_email, poster_id, expires_at, search_text)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(item.title, item.description, item.organization, item.location, item.contactEmail, posterId, item.expiresAt, volunteeringSearchText(item)),
    db.prepare(`${SELECT_VOLUNTEERING} WHERE v.id = last_insert_rowid()`),
  ]);
  return toVolunteering(created!.results[0] as VolunteeringRow);
}
