import { CommentsSection } from '../../features/comments/components/comments-section';
import { LikeButton } from '../../features/likes/components/like-button';
import { ProtocolDetailScreen } from '../../features/protocols/components/protocol-detail-screen';
import { SaveButton } from '../../features/saved-items/components/save-button';
import { ShareButton } from '../../features/saved-items/components/share-button';
import { commentsQuery } from '../../features/comments/api/comments';
import { protocolQuery } from '../../features/protocols/api/get-protocol';
import { loadSavedItems } from '../../features/saved-items/api/saved-items';
import { loadData, type ScreenData } from '../../lib/screen-data';
import { ReportPlace } from '../../components/ui/report-place';
import { RelatedSection } from '../../features/related/components/related-section';
import { loadRelatedForVisitor } from '../../features/related/api/get-related';

/**
 * The protocol, its comments, the member's saved items ('Guardar') and, for a visitor, its related
 * items at once: one round of API calls (for a missing protocol the others answer 404 and are not drawn).
 */
export const screenData: ScreenData = async ({ queryClient, params, member }) => {
  const id = Number(params.id);
  await Promise.all([
    loadData(queryClient, protocolQuery(id)),
    queryClient.prefetchInfiniteQuery(commentsQuery({ protocolId: id })),
    loadSavedItems(queryClient, member),
    loadRelatedForVisitor(queryClient, 'protocols', id, member),
  ]);
};

export default function ProtocolDetailRoute() {
  return (
    <ProtocolDetailScreen
      actions={(protocol, download) => (
        <>
          <LikeButton kind="protocols" item={protocol} />
          {download}
          <ShareButton title={protocol.title} />
          <SaveButton target={{ protocolId: protocol.id }} />
          <ReportPlace type="protocol" id={protocol.id} ownerId={protocol.authorId} as="span" className="contents" />
        </>
      )}
      comments={(protocol) => <CommentsSection target={{ protocolId: protocol.id }} emptyText="Ainda não há comentários neste protocolo. Escreva o primeiro comentário." />}
      after={(protocol) => <RelatedSection of="protocols" id={protocol.id} />}
    />
  );
}
