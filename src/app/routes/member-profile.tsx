import { MemberProfileScreen } from '../../features/members/components/member-profile-screen';

export default function MemberProfileRoute() {
  return <MemberProfileScreen />;
}
