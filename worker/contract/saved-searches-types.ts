import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from './opportunities-types';

// Saved searches of the offer lists, the job alerts (docs/rules/job-alerts-and-pay.md).

export const SAVED_SEARCH_KINDS = ['opportunities', 'volunteering'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** When a new matching offer is told: at once (in the portal, and by e-mail as the member's preferences say) or in the weekly digest. */
export const SAVED_SEARCH_FREQUENCIES = ['immediate', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** How many saved searches a member may keep. */
export const MAX_SAVED_SEARCHES = 10;

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  immediate: 'Logo que surgir',
  weekly: 'No resumo semanal',
};

const SAVED_SEARCH_KIND_LABELS: Record<SavedSearchKind, string> = {
  opportunities: 'Oportunidades',
  volunteering: 'Voluntariado',
};

export interface SavedSearch {
  id: number;
  kind: SavedSearchKind;
  /** One of `DISTRICTS`, or null: any. */
  district: string | null;
  /** Opportunities only; null: any. */
  employmentType: EmploymentType | null;
  /** The words, as typed; null: none. */
  q: string | null;
  frequency: SavedSearchFrequency;
  createdAt: string;
}

/** `POST /api/me/saved-searches`. */
export interface SavedSearchInput {
  kind: SavedSearchKind;
  district?: string | null;
  employmentType?: EmploymentType | null;
  q?: string | null;
  frequency: SavedSearchFrequency;
}

/** A saved search in a line: 'Oportunidades · Lisboa · Tempo inteiro · «terapia da mão»'. */
export function savedSearchLabel(search: Pick<SavedSearch, 'kind' | 'district' | 'employmentType' | 'q'>): string {
  const parts: string[] = [SAVED_SEARCH_KIND_LABELS[search.kind], search.district ?? 'Todos os distritos'];
  if (search.employmentType) parts.push(EMPLOYMENT_TYPE_LABELS[search.employmentType]);
  if (search.q) parts.push(`«${search.q}»`);
  return parts.join(' · ');
}
