import { EventsListScreen } from '../../features/events/components/events-list-screen';
import { eventsInfiniteQuery, eventsTotalQuery, eventsWhenOf } from '../../features/events/api/get-events';
import { load, type ScreenData } from '../../lib/screen-data';
import { listQueryOf } from '../../components/ui/list-search-form';

/** The events matching the search and, while searching, how many there are in all. */
export const screenData: ScreenData = ({ queryClient, url }) => {
  const q = listQueryOf(url.searchParams);
  return Promise.all([queryClient.prefetchInfiniteQuery(eventsInfiniteQuery(q, eventsWhenOf(url.searchParams))), q !== '' && load(queryClient, eventsTotalQuery)]);
};

export default function EventsListRoute() {
  return <EventsListScreen />;
}
