import { CommentsSection } from '../../features/comments/components/comments-section';
import { LikeButton } from '../../features/likes/components/like-button';
import { ProtocolDetailScreen } from '../../features/protocols/components/protocol-detail-screen';
import { SaveButton } from '../../features/saved-items/components/save-button';
import { ShareButton } from '../../features/saved-items/components/share-button';

export default function ProtocolDetailRoute() {
  return (
    <ProtocolDetailScreen
      actions={(protocol, download) => (
        <>
          <LikeButton kind="protocols" item={protocol} />
          {download}
          <ShareButton title={protocol.title} />
          <SaveButton target={{ protocolId: protocol.id }} />
        </>
      )}
      comments={(protocol) => <CommentsSection target={{ protocolId: protocol.id }} emptyText="Ainda não há comentários neste protocolo. Seja o primeiro a comentar!" />}
    />
  );
}
