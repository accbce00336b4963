import { PreviewGrid } from '../../../components/ui/preview-grid';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { FEATURED_PROTOCOLS_ON_HOME, useRecentProtocols } from '../api/get-recent-protocols';

/** The newest protocols (the home page's 'Protocolos em destaque'). */
export function FeaturedProtocols() {
  return (
    <PreviewGrid
      query={useRecentProtocols(FEATURED_PROTOCOLS_ON_HOME)}
      count={FEATURED_PROTOCOLS_ON_HOME}
      columns="sm:grid-cols-2 lg:grid-cols-4"
      itemKey={(protocol) => protocol.id}
      renderItem={(protocol) => <ProtocolCard protocol={protocol} />}
      skeleton={<ProtocolCardSkeleton />}
      errorText="Falha ao carregar os protocolos recentes"
      emptyTitle="Nenhum protocolo encontrado"
    />
  );
}
