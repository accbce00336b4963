import type { CategorySummary } from './common-types';

export const CATEGORY_ICONS = ['users', 'brain', 'book-open', 'shield', 'tag', 'flask', 'briefcase', 'puzzle', 'document'] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
export const FALLBACK_CATEGORY_ICON: CategoryIcon = 'puzzle';
export const FALLBACK_CATEGORY_LABEL = 'Categoria';
export const EDUCATION_CATEGORY_NAME = 'Educação';

export interface Category extends CategorySummary {
  /** Articles plus protocols in this category. */
  resourceCount: number;
}
