import type { Protocol } from '#contract/protocols-types';
import { Badge } from '../../../components/ui/badge';
import { formatCount } from '../../../lib/format';
import { ContentCard, ContentCardSkeleton } from './content-card';

/** 'Protocolo validado' or 'Recém-adicionado' (docs/rules/screens.md). */
export function ProtocolStatusBadge({ isValidated }: { isValidated: boolean }) {
  return isValidated ? <Badge variant="success">Protocolo validado</Badge> : <Badge variant="warning">Recém-adicionado</Badge>;
}

export function ProtocolCard({ protocol }: { protocol: Protocol }) {
  return (
    <ContentCard
      to={`/protocols/${protocol.id}`}
      item={protocol}
      badges={<ProtocolStatusBadge isValidated={protocol.isValidated} />}
      fact={`${formatCount(protocol.downloads)} ${protocol.downloads === 1 ? 'transferência' : 'transferências'}`}
    />
  );
}

/** Same size as a protocol card, shown while the list loads. */
export function ProtocolCardSkeleton() {
  return <ContentCardSkeleton badgesWidth="w-64" />;
}
