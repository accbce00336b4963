import { searchStems } from '../lib/search-stems';

// The search index of each kind (migration 0006): which fields are searched, the column holding
// each field's stems, and how much a match in each weighs. Whatever writes a searched field writes
// its stems beside it (`stemsOf`), so the FTS5 index, which triggers keep in step with those
// columns, always reads what the row says.

/** A searched field, and its share of a result's rank (bm25 weight: a match in the title counts most). */
interface SearchedField {
  field: string;
  weight: number;
  /** Matched in a visitor's search too (articles and protocols: not their members-only content). */
  public?: true;
}

const searchIndexes = {
  article: {
    table: 'articles',
    fields: [
      { field: 'title', weight: 10, public: true },
      { field: 'summary', weight: 5, public: true },
      { field: 'contentText', weight: 1 },
    ],
  },
  protocol: {
    table: 'protocols',
    fields: [
      { field: 'title', weight: 10, public: true },
      { field: 'summary', weight: 5, public: true },
      { field: 'contentText', weight: 1 },
    ],
  },
  event: {
    table: 'events',
    fields: [
      { field: 'title', weight: 10, public: true },
      { field: 'location', weight: 5, public: true },
      { field: 'description', weight: 1, public: true },
    ],
  },
  opportunity: {
    table: 'opportunities',
    fields: [
      { field: 'title', weight: 10, public: true },
      { field: 'company', weight: 5, public: true },
      { field: 'location', weight: 5, public: true },
      { field: 'description', weight: 1, public: true },
    ],
  },
  volunteering: {
    table: 'volunteering',
    fields: [
      { field: 'title', weight: 10, public: true },
      { field: 'organization', weight: 5, public: true },
      { field: 'location', weight: 5, public: true },
      { field: 'description', weight: 1, public: true },
    ],
  },
  question: {
    table: 'questions',
    fields: [
      { field: 'title', weight: 10, public: true },
      { field: 'contentText', weight: 1 },
    ],
  },
  member: {
    table: 'users',
    fields: [
      { field: 'fullName', weight: 10, public: true },
      { field: 'specialty', weight: 5, public: true },
      { field: 'location', weight: 5, public: true },
    ],
  },
} as const satisfies Record<string, { table: string; fields: readonly SearchedField[] }>;

export type IndexedKind = keyof typeof searchIndexes;
type FieldOf<K extends IndexedKind> = (typeof searchIndexes)[K]['fields'][number]['field'];

/** The stems column of a field: `title` → `title_stems`; `contentText` → `content_stems`, `fullName` → `name_stems`. */
const STEMS_COLUMN_OF: Partial<Record<string, string>> = { contentText: 'content_stems', fullName: 'name_stems' };
const stemsColumn = (field: string): string => STEMS_COLUMN_OF[field] ?? `${field}_stems`;
/** The same column as drizzle's schema names it (`titleStems`). */
const stemsProperty = (field: string): string => stemsColumn(field).replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The stems to write beside the searched fields among `values` (the others are left out, so that
 * an update changes only what it changes), keyed by drizzle's property names (`titleStems`), or by
 * column names with `{ columns: true }`.
 */
export function stemsOf<K extends IndexedKind>(kind: K, values: Partial<Record<FieldOf<K>, string | null | undefined>>, options: { columns?: boolean } = {}): Record<string, string> {
  const stems: Record<string, string> = {};
  for (const { field } of searchIndexes[kind].fields) {
    const value = (values as Partial<Record<string, string | null | undefined>>)[field];
    if (value === undefined) continue;
    stems[options.columns ? stemsColumn(field) : stemsProperty(field)] = searchStems(value);
  }
  return stems;
}

/** An FTS5 index and the bm25 weights of its columns, in their order. */
export interface SearchIndex {
  fts: string;
  weights: string;
}

const weightsOf = (fields: readonly SearchedField[]) => fields.map((field) => field.weight.toFixed(1)).join(', ');

/**
 * The table and FTS5 index of a kind, and the index a visitor's search reads. Where some fields
 * are for members only (the content of articles and protocols), that is a second index of the
 * public fields alone (`<table>_public_fts`, migration 0015), kept in step by triggers as the
 * first is: a column filter on the full index would read every position of a word, most of them
 * in the members' content, to keep the public ones.
 */
export function searchIndexOf(kind: IndexedKind) {
  const { table, fields } = searchIndexes[kind];
  const publicFields = fields.filter((field: SearchedField) => field.public);
  const full: SearchIndex = { fts: `${table}_fts`, weights: weightsOf(fields) };
  return {
    table,
    ...full,
    visitorIndex: publicFields.length === fields.length ? full : { fts: `${table}_public_fts`, weights: weightsOf(publicFields) },
    /** The searched fields as columns of the table, for the maintenance that fills in missing stems. */
    fields: fields.map(({ field }) => ({ field, column: field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), stemsColumn: stemsColumn(field) })),
  };
}

export const INDEXED_KINDS = Object.keys(searchIndexes) as IndexedKind[];
