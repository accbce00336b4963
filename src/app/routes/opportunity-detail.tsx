import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { OpportunityDetailScreen } from '../../features/opportunities/components/opportunity-detail-screen';
import { opportunityQuery } from '../../features/opportunities/api/get-opportunities';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';

export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (!Number.isNaN(id)) await load(queryClient, opportunityQuery(id));
};

// The place of 'Denunciar' is drawn by the browser alone, once the page is hydrated: member-extras.tsx
// then draws the button into it, which must never happen to HTML React has still to hydrate.
const noSubscription = () => () => {};
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

export default function OpportunityDetailRoute() {
  const hydrated = useHydrated();
  const item = useQuery(opportunityQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <OpportunityDetailScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {hydrated && item && <div data-report={`opportunity:${item.id}:${item.posterId}`} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
