import { articleInputSchema, articleListQuerySchema, articleUpdateSchema } from '#contract/articles';
import { DEFAULT_READ_TIME } from '#contract/articles-types';
import { contentRoutes } from './content';

export const articleRoutes = contentRoutes('article', {
  notAuthorMessage: 'Só o autor pode editar este artigo.',
  minContentLength: 50,
  listQuerySchema: articleListQuerySchema,
  inputSchema: articleInputSchema,
  updateSchema: articleUpdateSchema,
  toRecord: (shared, input) => ({ ...shared, type: input.type, readTime: input.readTime ?? DEFAULT_READ_TIME }),
  toChanges: (shared, input, sent) => ({
    ...shared,
    ...(sent('type') ? { type: input.type } : {}),
    ...(sent('readTime') ? { readTime: input.readTime ?? DEFAULT_READ_TIME } : {}),
  }),
});
