import { ARTICLE_TYPE_LABELS, DEFAULT_READ_TIME, type Article } from '#contract/articles-types';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/current-user';
import { ContentCard, ContentCardSkeleton } from './content-card';

interface ArticleCardProps {
  article: Article;
  /** Shows 'Editar' to the article's author (docs/rules/screens.md: only the owner, when a handler is supplied). */
  onEdit?: (article: Article) => void;
}

export function ArticleCard({ article, onEdit }: ArticleCardProps) {
  const { user } = useCurrentUser();
  const canEdit = Boolean(onEdit) && user?.id === article.authorId;
  return (
    <ContentCard
      to={`/articles/${article.id}`}
      item={article}
      imageUrl={article.imageUrl}
      badges={<Badge variant="neutral">{ARTICLE_TYPE_LABELS[article.type] ?? article.type}</Badge>}
      fact={`${article.readTime || DEFAULT_READ_TIME} min de leitura`}
      action={
        canEdit && (
          <button type="button" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'relative ml-auto h-8')} onClick={() => onEdit?.(article)}>
            Editar
          </button>
        )
      }
    />
  );
}

/** Same size as an article card, shown while the list loads. */
export function ArticleCardSkeleton() {
  return <ContentCardSkeleton badgesWidth="w-44" />;
}
