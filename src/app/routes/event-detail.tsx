import { EventDetailScreen } from '../../features/events/components/event-detail-screen';

export default function EventDetailRoute() {
  return <EventDetailScreen />;
}
