import { VolunteeringDetailScreen } from '../../features/volunteering/components/volunteering-detail-screen';

export default function VolunteeringDetailRoute() {
  return <VolunteeringDetailScreen />;
}
