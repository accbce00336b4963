import { useSyncExternalStore } from 'react';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { LikeButton } from '../../features/likes/components/like-button';
import { ProtocolDetailScreen } from '../../features/protocols/components/protocol-detail-screen';
import { SaveButton } from '../../features/saved-items/components/save-button';
import { ShareButton } from '../../features/saved-items/components/share-button';
import { commentsQuery } from '../../features/comments/api/comments';
import { protocolQuery } from '../../features/protocols/api/get-protocol';
import { loadSavedItems } from '../../features/saved-items/api/saved-items';
import { loadData, type ScreenData } from '../../lib/screen-data';

/**
 * The protocol, its comments and the member's saved items ('Guardar') at once: one round of API
 * calls (for a missing protocol the other two answer 404 and are not drawn).
 */
export const screenData: ScreenData = async ({ queryClient, params }) => {
  const id = Number(params.id);
  await Promise.all([loadData(queryClient, protocolQuery(id)), queryClient.prefetchInfiniteQuery(commentsQuery({ protocolId: id })), loadSavedItems(queryClient)]);
};

// The place of 'Denunciar' is drawn by the browser alone, once the page is hydrated: member-extras.tsx
// then draws the button into it, which must never happen to HTML React has still to hydrate.
const noSubscription = () => () => {};
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

export default function ProtocolDetailRoute() {
  const hydrated = useHydrated();
  return (
    <ProtocolDetailScreen
      actions={(protocol, download) => (
        <>
          <LikeButton kind="protocols" item={protocol} />
          {download}
          <ShareButton title={protocol.title} />
          <SaveButton target={{ protocolId: protocol.id }} />
          {hydrated && <span data-report={`protocol:${protocol.id}:${protocol.authorId}`} className="contents" />}
        </>
      )}
      comments={(protocol) => <CommentsSection target={{ protocolId: protocol.id }} emptyText="Ainda não há comentários neste protocolo. Seja o primeiro a comentar!" />}
    />
  );
}
