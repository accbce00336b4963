import { OpportunitiesListScreen } from '../../features/opportunities/components/opportunities-list-screen';

export default function OpportunitiesListRoute() {
  return <OpportunitiesListScreen />;
}
