import type { ReactNode } from 'react';
import { ARTICLE_TYPE_LABELS, DEFAULT_READ_TIME, type Article } from '#contract/articles-types';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArticle } from '../api/get-article';
import { NotFoundState } from '../../content/components/not-found-state';
import { DetailSkeleton } from '../../content/components/detail-skeleton';
import { DetailCover, DetailHeader } from '../../content/components/detail-header';
import { PdfSection, RestrictedAccess } from '../../content/components/members-only';

interface ArticleDetailScreenProps {
  /** The like, share and save buttons, which other features own: the route composes them. */
  actions: (article: Article) => ReactNode;
  comments: (article: Article) => ReactNode;
}

export function ArticleDetailScreen({ actions, comments }: ArticleDetailScreenProps) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const article = useArticle(id);
  const notFound = !valid || (article.error instanceof ApiRequestError && article.error.status === 404);
  usePageTitle(article.data?.title ?? (notFound ? 'Artigo não encontrado' : undefined));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Link to="/articles" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar aos artigos
      </Link>
      <div className="mt-6">
        {notFound ? (
          <NotFoundState title="Artigo não encontrado" description="O artigo que procura não existe ou foi removido.">
            <Button asChild>
              <Link to="/articles">Ver todos os artigos</Link>
            </Button>
          </NotFoundState>
        ) : article.isError ? (
          <NotFoundState title="Não foi possível carregar o artigo" description={article.error.message}>
            <Button onClick={() => void article.refetch()}>Tentar novamente</Button>
          </NotFoundState>
        ) : !article.data ? (
          <DetailSkeleton />
        ) : (
          <article>
            <DetailHeader
              badges={
                <>
                  <Badge>{article.data.category.name}</Badge>
                  <Badge variant="neutral">{ARTICLE_TYPE_LABELS[article.data.type] ?? article.data.type}</Badge>
                </>
              }
              title={article.data.title}
              author={article.data.author}
              createdAt={article.data.createdAt}
              meta={
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {article.data.readTime || DEFAULT_READ_TIME} min de leitura
                </span>
              }
            />
            <DetailCover imageUrl={article.data.imageUrl} />
            <p className="mt-6 text-lg leading-8 text-slate-700">{article.data.summary}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              {actions(article.data)}
            </div>
            {article.data.content !== undefined ? (
              <>
                <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: article.data.content }} />
                {article.data.pdfUrl && <PdfSection url={article.data.pdfUrl} title={article.data.title} />}
              </>
            ) : (
              <RestrictedAccess kind="artigo" />
            )}
            {comments(article.data)}
          </article>
        )}
      </div>
    </div>
  );
}
