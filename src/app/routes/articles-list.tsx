import { ArticlesListScreen } from '../../features/articles/components/articles-list-screen';
import { articleFiltersOf, articlesInfiniteQuery } from '../../features/articles/api/get-articles';
import { loadCategoryParam } from '../../features/content/api/get-categories';
import type { ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, url }) => {
  const category = await loadCategoryParam(queryClient, url.searchParams.get('category'));
  await queryClient.prefetchInfiniteQuery(articlesInfiniteQuery(articleFiltersOf(url.searchParams, category?.id)));
};

export default function ArticlesListRoute() {
  return <ArticlesListScreen />;
}
