import { OpportunityDetailScreen } from '../../features/opportunities/components/opportunity-detail-screen';
import { opportunityQuery } from '../../features/opportunities/api/get-opportunities';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, opportunityQuery(id));
};

export default function OpportunityDetailRoute() {
  return <OpportunityDetailScreen />;
}
