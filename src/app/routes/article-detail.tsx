import { ArticleDetailScreen } from '../../features/articles/components/article-detail-screen';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { LikeButton } from '../../features/likes/components/like-button';
import { SaveButton } from '../../features/saved-items/components/save-button';
import { ShareButton } from '../../features/saved-items/components/share-button';
import { articleQuery } from '../../features/articles/api/get-article';
import { commentsQuery } from '../../features/comments/api/comments';
import { loadSavedItems } from '../../features/saved-items/api/saved-items';
import { loadData, type ScreenData } from '../../lib/screen-data';
import { ReportPlace } from '../../components/ui/report-place';
import { RelatedSection } from '../../features/related/components/related-section';
import { loadRelatedForVisitor } from '../../features/related/api/get-related';

/**
 * The article, its comments, the member's saved items ('Guardar') and, for a visitor, its related
 * items at once: one round of API calls (for a missing article the others answer 404 and are not drawn).
 */
export const screenData: ScreenData = async ({ queryClient, params, member }) => {
  const id = Number(params.id);
  await Promise.all([
    loadData(queryClient, articleQuery(id)),
    queryClient.prefetchInfiniteQuery(commentsQuery({ articleId: id })),
    loadSavedItems(queryClient, member),
    loadRelatedForVisitor(queryClient, 'articles', id, member),
  ]);
};

export default function ArticleDetailRoute() {
  return (
    <ArticleDetailScreen
      actions={(article) => (
        <>
          <LikeButton kind="articles" item={article} />
          <ShareButton title={article.title} />
          <SaveButton target={{ articleId: article.id }} />
          <ReportPlace type="article" id={article.id} ownerId={article.authorId} as="span" className="contents" />
        </>
      )}
      comments={(article) => <CommentsSection target={{ articleId: article.id }} emptyText="Ainda não há comentários neste artigo. Escreva o primeiro comentário." />}
      after={(article) => <RelatedSection of="articles" id={article.id} />}
    />
  );
}
