import { VolunteeringListScreen } from '../../features/volunteering/components/volunteering-list-screen';
import { volunteeringInfiniteQuery } from '../../features/volunteering/api/get-volunteering';
import { offerFiltersOf } from '../../lib/offer-filters';
import type { ScreenData } from '../../lib/screen-data';
import { listQueryOf } from '../../components/ui/list-search-form';

export const screenData: ScreenData = ({ queryClient, url }) => queryClient.prefetchInfiniteQuery(volunteeringInfiniteQuery(listQueryOf(url.searchParams), offerFiltersOf(url.searchParams)));

export default function VolunteeringListRoute() {
  return <VolunteeringListScreen />;
}
