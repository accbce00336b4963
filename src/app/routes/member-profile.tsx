import { MemberProfileScreen } from '../../features/members/components/member-profile-screen';
import { memberArticlesQuery, memberProtocolsQuery } from '../../features/members/api/get-member-publications';
import { memberQuery } from '../../features/members/api/get-members';
import { parseRouteId } from '../../lib/route-id';
import { loadData, type ScreenData } from '../../lib/screen-data';

/** The member, then their articles and protocols. */
export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = parseRouteId(params.id);
  const member = Number.isNaN(id) ? undefined : await loadData(queryClient, memberQuery(id));
  if (member) await Promise.all([queryClient.prefetchInfiniteQuery(memberArticlesQuery(member.id)), queryClient.prefetchInfiniteQuery(memberProtocolsQuery(member.id))]);
};

export default function MemberProfileRoute() {
  return <MemberProfileScreen />;
}
