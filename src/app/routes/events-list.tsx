import { EventsListScreen } from '../../features/events/components/events-list-screen';

export default function EventsListRoute() {
  return <EventsListScreen />;
}
