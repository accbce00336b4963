import type { Protocol } from '#contract/protocols-types';
import { Badge } from '../../../components/ui/badge';
import { formatCount } from '../../../lib/format';
import { ContentCard } from '../../content/components/content-card';
import { ProtocolStatusBadge } from '../../content/components/protocol-card';

/**
 * A protocol of the protocols list: the card of `ProtocolCard` with the level of evidence of a
 * reviewed one ('Nível 2'), beside the list's filter by level. The home page's cards, whose
 * JavaScript has a budget (decision 060), keep the plain `ProtocolCard`.
 */
export function ProtocolListCard({ protocol }: { protocol: Protocol }) {
  return (
    <ContentCard
      to={`/protocols/${protocol.id}`}
      item={protocol}
      badges={
        <>
          <ProtocolStatusBadge isValidated={protocol.isValidated} />
          {protocol.review && <Badge variant="brand">Nível de evidência {protocol.review.evidenceLevel}</Badge>}
        </>
      }
      fact={`${formatCount(protocol.downloads)} ${protocol.downloads === 1 ? 'transferência' : 'transferências'}`}
    />
  );
}
