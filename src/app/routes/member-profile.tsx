import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MemberProfileScreen } from '../../features/members/components/member-profile-screen';
import { memberArticlesQuery, memberProtocolsQuery } from '../../features/members/api/get-member-publications';
import { memberQuery } from '../../features/members/api/get-members';
import { parseRouteId } from '../../lib/route-id';
import { load, type ScreenData } from '../../lib/screen-data';
import { ReportPlace } from '../../components/ui/report-place';

/** The member and, alongside (the screen asks for all three at once), their articles and protocols. */
export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  if (Number.isNaN(id)) return;
  await Promise.all([load(queryClient, memberQuery(id)), queryClient.prefetchInfiniteQuery(memberArticlesQuery(id)), queryClient.prefetchInfiniteQuery(memberProtocolsQuery(id))]);
};

export default function MemberProfileRoute() {
  const item = useQuery(memberQuery(parseRouteId(useParams().id))).data;
  return (
    <>
      <MemberProfileScreen />
      {/* 'Denunciar', drawn here for members by src/components/layout/member-extras.tsx */}
      {item && <ReportPlace type="user" id={item.id} ownerId={item.id} className="mx-auto flex max-w-5xl justify-end px-4 sm:px-6" />}
    </>
  );
}
