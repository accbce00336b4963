import { OpportunitiesListScreen } from '../../features/opportunities/components/opportunities-list-screen';
import { opportunitiesInfiniteQuery } from '../../features/opportunities/api/get-opportunities';
import { offerFiltersOf } from '../../lib/offer-filters';
import type { ScreenData } from '../../lib/screen-data';
import { listQueryOf } from '../../components/ui/list-search-form';

export const screenData: ScreenData = ({ queryClient, url }) => queryClient.prefetchInfiniteQuery(opportunitiesInfiniteQuery(listQueryOf(url.searchParams), offerFiltersOf(url.searchParams)));

export default function OpportunitiesListRoute() {
  return <OpportunitiesListScreen />;
}
