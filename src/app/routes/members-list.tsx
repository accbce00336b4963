import { MembersListScreen } from '../../features/members/components/members-list-screen';

export default function MembersListRoute() {
  return <MembersListScreen />;
}
