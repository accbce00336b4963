import { VolunteeringListScreen } from '../../features/volunteering/components/volunteering-list-screen';

export default function VolunteeringListRoute() {
  return <VolunteeringListScreen />;
}
