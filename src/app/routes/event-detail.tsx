import { EventDetailScreen } from '../../features/events/components/event-detail-screen';
import { eventQuery } from '../../features/events/api/get-events';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, eventQuery(id));
};

export default function EventDetailRoute() {
  return <EventDetailScreen />;
}
