import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { OpportunityDetailScreen } from '../../features/opportunities/components/opportunity-detail-screen';
import { opportunityQuery } from '../../features/opportunities/api/get-opportunities';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';
import { ReportPlace } from '../../components/ui/report-place';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, opportunityQuery(id));
};

export default function OpportunityDetailRoute() {
  const item = useQuery(opportunityQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <OpportunityDetailScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {item && <ReportPlace type="opportunity" id={item.id} ownerId={item.posterId} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
