import type { CategorySummary } from './common-types';

export const EDUCATION_CATEGORY_NAME = 'Educação';

export interface Category extends CategorySummary {
  /** Articles plus protocols in this category. */
  resourceCount: number;
}
