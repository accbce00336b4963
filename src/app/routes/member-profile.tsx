import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MemberProfileScreen } from '../../features/members/components/member-profile-screen';
import { memberArticlesQuery, memberProtocolsQuery } from '../../features/members/api/get-member-publications';
import { memberQuery } from '../../features/members/api/get-members';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';

/** The member and, alongside (the screen asks for all three at once), their articles and protocols. */
export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (Number.isNaN(id)) return;
  await Promise.all([load(queryClient, memberQuery(id)), queryClient.prefetchInfiniteQuery(memberArticlesQuery(id)), queryClient.prefetchInfiniteQuery(memberProtocolsQuery(id))]);
};

// The place of 'Denunciar' is drawn by the browser alone, once the page is hydrated: member-extras.tsx
// then draws the button into it, which must never happen to HTML React has still to hydrate.
const noSubscription = () => () => {};
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

export default function MemberProfileRoute() {
  const hydrated = useHydrated();
  const item = useQuery(memberQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <MemberProfileScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {hydrated && item && <div data-report={`user:${item.id}:${item.id}`} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
