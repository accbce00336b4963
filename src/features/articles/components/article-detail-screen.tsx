import { ARTICLE_TYPE_LABELS, DEFAULT_READ_TIME, type Article } from '#contract/articles-types';
import { Clock } from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ForMembersAfterHydration } from '../../../components/ui/detail-route';
import { ContentDetailScreen } from '../../content/components/content-detail-screen';
import { useArticle } from '../api/get-article';

interface ArticleDetailScreenProps {
  /** The like, share and save buttons, which other features own: the route composes them. */
  actions: (article: Article) => ReactNode;
  comments: (article: Article) => ReactNode;
  /** At the end of the page: its 'Relacionados'. */
  after: (article: Article) => ReactNode;
}

// The author's and moderators' buttons, with their dialogs: a lazy module, for signed-in members only.
const ArticleOwnerActions = lazy(() => import('./article-owner-actions'));

export function ArticleDetailScreen({ actions, comments, after }: ArticleDetailScreenProps) {
  return (
    <ContentDetailScreen
      useItem={useArticle}
      listPath="/articles"
      texts={{
        back: 'Voltar aos artigos',
        notFound: 'Artigo não encontrado',
        notFoundDescription: 'O artigo que procura não existe ou foi removido.',
        seeAll: 'Ver todos os artigos',
        loadFailed: 'Não foi possível carregar o artigo',
        kind: 'artigo',
      }}
      badges={(article) => (
        <>
          <Badge>{article.category.name}</Badge>
          <Badge variant="neutral">{ARTICLE_TYPE_LABELS[article.type] ?? article.type}</Badge>
        </>
      )}
      meta={(article) => (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {article.readTime || DEFAULT_READ_TIME} min de leitura
        </span>
      )}
      actions={(article) => (
        <>
          {actions(article)}
          <ForMembersAfterHydration>
            <ArticleOwnerActions article={article} />
          </ForMembersAfterHydration>
        </>
      )}
      comments={comments}
      after={after}
    />
  );
}
