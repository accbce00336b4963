import { ProtocolsListScreen } from '../../features/protocols/components/protocols-list-screen';

export default function ProtocolsListRoute() {
  return <ProtocolsListScreen />;
}
