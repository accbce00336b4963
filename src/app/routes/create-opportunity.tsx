import { CreateOpportunityScreen } from '../../features/publishing/components/create-screen';

export default function CreateOpportunityRoute() {
  return <CreateOpportunityScreen />;
}
