import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EventDetailScreen } from '../../features/events/components/event-detail-screen';
import { eventQuery } from '../../features/events/api/get-events';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';
import { ReportPlace } from '../../components/ui/report-place';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, eventQuery(id));
};

export default function EventDetailRoute() {
  const item = useQuery(eventQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <EventDetailScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {item && <ReportPlace type="event" id={item.id} ownerId={item.organizerId} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
