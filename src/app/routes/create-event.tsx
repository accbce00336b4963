import { CreateEventScreen } from '../../features/publishing/components/create-screen';

export default function CreateEventRoute() {
  return <CreateEventScreen />;
}
