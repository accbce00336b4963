import { CPD_KINDS, DEFAULT_CPD_TARGET_HOURS, hoursOf, quarterHoursOf, type CpdEntry, type CpdKind, type CpdSettings, type CpdSummary } from '#contract/cpd-types';
import type { ReadOnlyD1 } from '../client';

// The member's CPD portfolio (docs/rules/cpd-portfolio.md). Hand SQL: every read is one statement
// or one batch, and hours are summed as whole quarter hours (integers), never as fractions.

const ENTRY_COLUMNS = `id, entry_date AS date, title, kind, quarter_hours AS quarterHours, reflection, evidence_url AS evidenceUrl,
  event_id AS eventId, certificate_code AS certificateCode, created_at AS createdAt, updated_at AS updatedAt`;

type EntryRow = Omit<CpdEntry, 'hours'> & { quarterHours: number };

const toEntry = ({ quarterHours, ...row }: EntryRow): CpdEntry => ({ ...row, hours: hoursOf(quarterHours) });

/** An entry as the member writes it, hours already whole quarter hours. */
export interface CpdEntryValues {
  date: string;
  title: string;
  kind: CpdKind;
  quarterHours: number;
  reflection: string | null;
  evidenceUrl: string | null;
}

export interface CpdFilters {
  year?: number | undefined;
  kind?: CpdKind | undefined;
  limit: number;
  offset: number;
}

const filterSql = (filters: Pick<CpdFilters, 'year' | 'kind'>) => ({
  where: 'user_id = ?1 AND (?2 IS NULL OR (entry_date >= ?2 AND entry_date < ?3)) AND (?4 IS NULL OR kind = ?4)',
  params: [filters.year ? `${filters.year}-01-01` : null, filters.year ? `${filters.year + 1}-01-01` : null, filters.kind ?? null],
});

/** The member's entries, the newest day first, and their count: one batch. */
export async function listCpdEntries(db: ReadOnlyD1, userId: number, filters: CpdFilters): Promise<{ items: CpdEntry[]; total: number }> {
  const { where, params } = filterSql(filters);
  const [count, page] = await db.batch([
    db.prepare(`SELECT count(*) AS total FROM cpd_entries WHERE ${where}`).bind(userId, ...params),
    db.prepare(`SELECT ${ENTRY_COLUMNS} FROM cpd_entries WHERE ${where} ORDER BY entry_date DESC, id DESC LIMIT ?5 OFFSET ?6`).bind(userId, ...params, filters.limit, filters.offset),
  ]);
  return { items: (page!.results as EntryRow[]).map(toEntry), total: (count!.results[0] as { total: number }).total };
}

export async function getCpdEntry(db: ReadOnlyD1, userId: number, id: number): Promise<CpdEntry | null> {
  const row = await db.prepare(`SELECT ${ENTRY_COLUMNS} FROM cpd_entries WHERE id = ? AND user_id = ?`).bind(id, userId).first<EntryRow>();
  return row ? toEntry(row) : null;
}

export async function createCpdEntry(db: D1Database, userId: number, entry: CpdEntryValues): Promise<CpdEntry> {
  const row = await db
    .prepare(
      `INSERT INTO cpd_entries (user_id, entry_date, title, kind, quarter_hours, reflection, evidence_url) VALUES (?, ?, ?, ?, ?, ?, ?)
       RETURNING ${ENTRY_COLUMNS}`,
    )
    .bind(userId, entry.date, entry.title, entry.kind, entry.quarterHours, entry.reflection, entry.evidenceUrl)
    .first<EntryRow>();
  return toEntry(row!);
}

const CHANGE_COLUMNS: Record<keyof CpdEntryValues, string> = {
  date: 'entry_date',
  title: 'title',
  kind: 'kind',
  quarterHours: 'quarter_hours',
  reflection: 'reflection',
  evidenceUrl: 'evidence_url',
};

/** Changes the member's own entry (only the fields given); null when they have no entry of that id. */
export async function updateCpdEntry(db: D1Database, userId: number, id: number, changes: Partial<CpdEntryValues>): Promise<CpdEntry | null> {
  const assignments: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(CHANGE_COLUMNS) as [keyof CpdEntryValues, string][]) {
    if (changes[field] === undefined) continue;
    assignments.push(`${column} = ?`);
    params.push(changes[field]);
  }
  assignments.push("updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  const row = await db
    .prepare(`UPDATE cpd_entries SET ${assignments.join(', ')} WHERE id = ? AND user_id = ? RETURNING ${ENTRY_COLUMNS}`)
    .bind(...params, id, userId)
    .first<EntryRow>();
  return row ? toEntry(row) : null;
}

export async function deleteCpdEntry(db: D1Database, userId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM cpd_entries WHERE id = ? AND user_id = ?').bind(id, userId).run();
  return result.meta.changes > 0;
}

/** The member's target and reminder, the defaults filled in. */
const SETTINGS = `SELECT coalesce((SELECT target_quarter_hours FROM cpd_settings WHERE user_id = ?1), ${DEFAULT_CPD_TARGET_HOURS * 4}) AS targetQuarterHours,
  coalesce((SELECT reminders FROM cpd_settings WHERE user_id = ?1), 1) AS reminders`;

/** The year's sums by kind and by month, the member's target and the years they have entries in: one batch. */
export async function cpdSummary(db: ReadOnlyD1, userId: number, year: number): Promise<CpdSummary> {
  const range = [`${year}-01-01`, `${year + 1}-01-01`];
  const [kinds, months, settings, years] = await db.batch([
    db.prepare('SELECT kind, sum(quarter_hours) AS quarters FROM cpd_entries WHERE user_id = ?1 AND entry_date >= ?2 AND entry_date < ?3 GROUP BY kind').bind(userId, ...range),
    db
      .prepare('SELECT CAST(substr(entry_date, 6, 2) AS INTEGER) AS month, sum(quarter_hours) AS quarters FROM cpd_entries WHERE user_id = ?1 AND entry_date >= ?2 AND entry_date < ?3 GROUP BY month')
      .bind(userId, ...range),
    db.prepare(SETTINGS).bind(userId),
    db.prepare('SELECT DISTINCT CAST(substr(entry_date, 1, 4) AS INTEGER) AS year FROM cpd_entries WHERE user_id = ?1 ORDER BY year DESC').bind(userId),
  ]);
  const byKindQuarters = Object.fromEntries(CPD_KINDS.map((kind) => [kind, 0])) as Record<CpdKind, number>;
  for (const row of kinds!.results as { kind: CpdKind; quarters: number }[]) byKindQuarters[row.kind] = row.quarters;
  const byMonthQuarters = Array<number>(12).fill(0);
  for (const row of months!.results as { month: number; quarters: number }[]) byMonthQuarters[row.month - 1] = row.quarters;
  const totalQuarters = Object.values(byKindQuarters).reduce((sum, quarters) => sum + quarters, 0);
  const own = settings!.results[0] as { targetQuarterHours: number; reminders: number };
  return {
    year,
    totalHours: hoursOf(totalQuarters),
    targetHours: hoursOf(own.targetQuarterHours),
    byKind: Object.fromEntries(CPD_KINDS.map((kind) => [kind, hoursOf(byKindQuarters[kind])])) as Record<CpdKind, number>,
    byMonth: byMonthQuarters.map(hoursOf),
    years: (years!.results as { year: number }[]).map((row) => row.year),
    reminders: Boolean(own.reminders),
  };
}

/** Changes the member's target or reminder (what is not given keeps its value) and answers both. */
export async function putCpdSettings(db: D1Database, userId: number, changes: { targetHours?: number | undefined; reminders?: boolean | undefined }): Promise<CpdSettings> {
  const target = changes.targetHours === undefined ? null : quarterHoursOf(changes.targetHours);
  const reminders = changes.reminders === undefined ? null : changes.reminders ? 1 : 0;
  const row = await db
    .prepare(
      `INSERT INTO cpd_settings (user_id, target_quarter_hours, reminders) VALUES (?1, coalesce(?2, ${DEFAULT_CPD_TARGET_HOURS * 4}), coalesce(?3, 1))
       ON CONFLICT (user_id) DO UPDATE SET target_quarter_hours = coalesce(?2, target_quarter_hours), reminders = coalesce(?3, reminders),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING target_quarter_hours AS targetQuarterHours, reminders`,
    )
    .bind(userId, target, reminders)
    .first<{ targetQuarterHours: number; reminders: number }>();
  return { targetHours: hoursOf(row!.targetQuarterHours), reminders: Boolean(row!.reminders) };
}

/** What the year's PDF record holds: the member, their licence number when a moderator verified it, the year's entries (oldest first) and target. */
export interface CpdReportData {
  fullName: string;
  licenceNumber: string | null;
  targetHours: number;
  entries: CpdEntry[];
}

export async function readCpdReport(db: ReadOnlyD1, userId: number, year: number): Promise<CpdReportData | null> {
  const [member, entries, settings] = await db.batch([
    db
      .prepare(
        `SELECT u.full_name AS fullName,
                CASE WHEN u.verified_ot_at IS NOT NULL THEN (SELECT v.licence_number FROM ot_verifications v WHERE v.user_id = u.id AND v.status = 'approved'
                  ORDER BY v.decided_at DESC, v.id DESC LIMIT 1) END AS licenceNumber
           FROM users u WHERE u.id = ?1`,
      )
      .bind(userId),
    db.prepare(`SELECT ${ENTRY_COLUMNS} FROM cpd_entries WHERE user_id = ?1 AND entry_date >= ?2 AND entry_date < ?3 ORDER BY entry_date, id`).bind(userId, `${year}-01-01`, `${year + 1}-01-01`),
    db.prepare(SETTINGS).bind(userId),
  ]);
  const found = member!.results[0] as { fullName: string; licenceNumber: string | null } | undefined;
  if (!found) return null;
  return {
    ...found,
    targetHours: hoursOf((settings!.results[0] as { targetQuarterHours: number }).targetQuarterHours),
    entries: (entries!.results as EntryRow[]).map(toEntry),
  };
}
