import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { VolunteeringDetailScreen } from '../../features/volunteering/components/volunteering-detail-screen';
import { volunteeringOfferQuery } from '../../features/volunteering/api/get-volunteering';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';
import { ReportPlace } from '../../components/ui/report-place';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, volunteeringOfferQuery(id));
};

export default function VolunteeringDetailRoute() {
  const item = useQuery(volunteeringOfferQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <VolunteeringDetailScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {item && <ReportPlace type="volunteering" id={item.id} ownerId={item.posterId} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
