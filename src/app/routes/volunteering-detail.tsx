import { VolunteeringDetailScreen } from '../../features/volunteering/components/volunteering-detail-screen';
import { volunteeringOfferQuery } from '../../features/volunteering/api/get-volunteering';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, volunteeringOfferQuery(id));
};

export default function VolunteeringDetailRoute() {
  return <VolunteeringDetailScreen />;
}
