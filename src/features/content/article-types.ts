import type { ArticleType } from '#contract/articles';

// Kept here rather than imported from the contract: a value import from '#contract/articles'
// would bring zod (the contract's schemas) into every page that shows an article card.
export const ARTICLE_TYPE_VALUES: readonly ArticleType[] = ['ARTICLE', 'CASE_STUDY', 'RESEARCH'];

export const ARTICLE_TYPE_LABEL: Record<ArticleType, string> = {
  ARTICLE: 'Artigo',
  CASE_STUDY: 'Estudo de Caso',
  RESEARCH: 'Investigação',
};

export const DEFAULT_READ_TIME = 10;
