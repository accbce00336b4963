import { ArticlesListScreen } from '../../features/articles/components/articles-list-screen';
import { articleFiltersOf, articlesInfiniteQuery } from '../../features/articles/api/get-articles';
import { loadCategoryParam } from '../../features/content/api/get-categories';
import type { ScreenData } from '../../lib/screen-data';

/**
 * The categories and the list at once (one round of API calls); the list waits for the categories
 * only when the address names a category, whose id they give.
 */
export const screenData: ScreenData = async ({ queryClient, url }) => {
  const named = url.searchParams.get('category');
  const categories = loadCategoryParam(queryClient, named);
  const categoryId = named ? (await categories)?.id : undefined;
  await Promise.all([categories, queryClient.prefetchInfiniteQuery(articlesInfiniteQuery(articleFiltersOf(url.searchParams, categoryId)))]);
};

export default function ArticlesListRoute() {
  return <ArticlesListScreen />;
}
