import { MembersListScreen } from '../../features/members/components/members-list-screen';
import { membersInfiniteQuery, VERIFIED_PARAM } from '../../features/members/api/get-members';
import type { ScreenData } from '../../lib/screen-data';
import { listQueryOf } from '../../components/ui/list-search-form';

export const screenData: ScreenData = ({ queryClient, url }) =>
  queryClient.prefetchInfiniteQuery(membersInfiniteQuery({ q: listQueryOf(url.searchParams), verified: url.searchParams.has(VERIFIED_PARAM) }));

export default function MembersListRoute() {
  return <MembersListScreen />;
}
