import { useParams } from 'react-router';
import { CommunitiesScreen } from '../../features/communities/components/communities-screen';
import { CommunityScreen } from '../../features/communities/components/community-screen';

/** `/comunidades` and `/comunidades/{slug}`: one screen file (and one entry in the app's route table), the screen chosen by the slug. */
export default function CommunitiesRoute() {
  return useParams().slug ? <CommunityScreen /> : <CommunitiesScreen />;
}
