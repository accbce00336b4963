import { PreviewGrid } from '../../../components/ui/preview-grid';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { RECENT_ARTICLES_ON_HOME, useRecentArticles } from '../api/get-recent-articles';

/** The newest articles (the home page's 'Artigos recentes'). */
export function RecentArticles() {
  return (
    <PreviewGrid
      query={useRecentArticles(RECENT_ARTICLES_ON_HOME)}
      count={RECENT_ARTICLES_ON_HOME}
      columns="md:grid-cols-3"
      itemKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} />}
      skeleton={<ArticleCardSkeleton />}
      errorText="Falha ao carregar os artigos recentes"
      emptyTitle="Nenhum artigo encontrado"
    />
  );
}
