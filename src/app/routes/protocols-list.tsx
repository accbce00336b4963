import { ProtocolsListScreen } from '../../features/protocols/components/protocols-list-screen';
import { loadCategoryParam } from '../../features/content/api/get-categories';
import { protocolFiltersOf, protocolsInfiniteQuery } from '../../features/protocols/api/get-protocols';
import type { ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, url }) => {
  const category = await loadCategoryParam(queryClient, url.searchParams.get('category'));
  await queryClient.prefetchInfiniteQuery(protocolsInfiniteQuery(protocolFiltersOf(url.searchParams, category?.id)));
};

export default function ProtocolsListRoute() {
  return <ProtocolsListScreen />;
}
