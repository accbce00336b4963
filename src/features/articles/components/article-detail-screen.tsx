import { ARTICLE_TYPE_LABELS, DEFAULT_READ_TIME, type Article } from '#contract/articles-types';
import { Clock, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useCurrentUser } from '../../../lib/current-user';
import { ContentDetailScreen } from '../../content/components/content-detail-screen';
import { useArticle } from '../api/get-article';

interface ArticleDetailScreenProps {
  /** The like, share and save buttons, which other features own: the route composes them. */
  actions: (article: Article) => ReactNode;
  comments: (article: Article) => ReactNode;
}

/** 'Editar', for the article's author only: the writer's page of the article. */
function EditArticleLink({ article }: { article: Article }) {
  const { user } = useCurrentUser();
  if (user?.id !== article.authorId) return null;
  return (
    <Link to={`/artigos/${article.id}/editar`} className={buttonVariants({ variant: 'outline' })}>
      <Pencil aria-hidden="true" />
      Editar
    </Link>
  );
}

export function ArticleDetailScreen({ actions, comments }: ArticleDetailScreenProps) {
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
          <EditArticleLink article={article} />
        </>
      )}
      comments={comments}
    />
  );
}
