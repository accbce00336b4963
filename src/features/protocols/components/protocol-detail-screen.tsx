import type { Protocol } from '#contract/protocols-types';
import { Download, Heart } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ForMembersAfterHydration } from '../../../components/ui/detail-route';
import { formatCount } from '../../../lib/format';
import { ContentDetailScreen } from '../../content/components/content-detail-screen';
import { useProtocol } from '../api/get-protocol';
import { DownloadButton } from './download-button';
import { ProtocolReviewBadges } from './protocol-review-badges';
import { ReviewProtocolButton } from './review-protocol-button';

interface ProtocolDetailScreenProps {
  /** The like, share and save buttons, which other features own (the download button follows the like): the route composes them. */
  actions: (protocol: Protocol, download: ReactNode) => ReactNode;
  comments: (protocol: Protocol) => ReactNode;
  /** At the end of the page: its 'Relacionados'. */
  after: (protocol: Protocol) => ReactNode;
}

// The author's and moderators' buttons, with their dialogs: a lazy module, for signed-in members only.
const ProtocolOwnerActions = lazy(() => import('./protocol-owner-actions'));

export function ProtocolDetailScreen({ actions, comments, after }: ProtocolDetailScreenProps) {
  return (
    <ContentDetailScreen
      useItem={useProtocol}
      listPath="/protocols"
      texts={{
        back: 'Voltar aos protocolos',
        notFound: 'Protocolo não encontrado',
        notFoundDescription: 'O protocolo que procura não existe ou foi removido.',
        seeAll: 'Ver todos os protocolos',
        loadFailed: 'Não foi possível carregar o protocolo',
        kind: 'protocolo',
      }}
      badges={(protocol) => (
        <>
          <Badge>{protocol.category.name}</Badge>
          <ProtocolReviewBadges protocol={protocol} />
        </>
      )}
      meta={(protocol) => (
        <>
          <span className="inline-flex items-center gap-1">
            <Download className="size-3.5" aria-hidden="true" />
            {formatCount(protocol.downloads)} {protocol.downloads === 1 ? 'transferência' : 'transferências'}
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {formatCount(protocol.likes)} {protocol.likes === 1 ? 'gosto' : 'gostos'}
          </span>
        </>
      )}
      actions={(protocol) => (
        <>
          {actions(protocol, <DownloadButton protocolId={protocol.id} />)}
          <ForMembersAfterHydration>
            <ProtocolOwnerActions protocol={protocol} />
          </ForMembersAfterHydration>
          <ReviewProtocolButton protocol={protocol} />
        </>
      )}
      comments={comments}
      after={after}
    />
  );
}
