import { CreateVolunteeringScreen } from '../../features/publishing/components/create-screen';

export default function CreateVolunteeringRoute() {
  return <CreateVolunteeringScreen />;
}
