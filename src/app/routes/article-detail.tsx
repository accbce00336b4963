import { ArticleDetailScreen } from '../../features/articles/components/article-detail-screen';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { LikeButton } from '../../features/likes/components/like-button';
import { SaveButton } from '../../features/saved-items/components/save-button';
import { ShareButton } from '../../features/saved-items/components/share-button';

export default function ArticleDetailRoute() {
  return (
    <ArticleDetailScreen
      actions={(article) => (
        <>
          <LikeButton kind="articles" item={article} />
          <ShareButton title={article.title} />
          <SaveButton target={{ articleId: article.id }} />
        </>
      )}
      comments={(article) => <CommentsSection target={{ articleId: article.id }} emptyText="Ainda não há comentários neste artigo. Seja o primeiro a comentar!" />}
    />
  );
}
