import { OpportunityDetailScreen } from '../../features/opportunities/components/opportunity-detail-screen';

export default function OpportunityDetailRoute() {
  return <OpportunityDetailScreen />;
}
