import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { VolunteeringDetailScreen } from '../../features/volunteering/components/volunteering-detail-screen';
import { volunteeringOfferQuery } from '../../features/volunteering/api/get-volunteering';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, volunteeringOfferQuery(id));
};

// The place of 'Denunciar' is drawn by the browser alone, once the page is hydrated: member-extras.tsx
// then draws the button into it, which must never happen to HTML React has still to hydrate.
const noSubscription = () => () => {};
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

export default function VolunteeringDetailRoute() {
  const hydrated = useHydrated();
  const item = useQuery(volunteeringOfferQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <VolunteeringDetailScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {hydrated && item && <div data-report={`volunteering:${item.id}:${item.posterId}`} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
