import { ARTICLE_TYPE_LABELS, DEFAULT_READ_TIME, type Article } from '#contract/articles-types';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/current-user';
import { CategoryIcon } from './category-icon';
import { ContentCard, ContentCardSkeleton } from './content-card';

interface ArticleCardProps {
  article: Article;
  /** Shows 'Editar' to the article's author (SPEC.md: only the owner, when a handler is supplied). */
  onEdit?: (article: Article) => void;
}

/** A cover of fixed ratio, or a tinted panel with the category icon when the article has none. */
function CoverImage({ imageUrl, icon }: { imageUrl: string | null; icon: string }) {
  return (
    <div className="aspect-[16/9] w-full overflow-hidden rounded-t-xl bg-brand-50">
      {imageUrl ? (
        <img src={imageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-700/60">
          <CategoryIcon name={icon} className="size-12" />
        </div>
      )}
    </div>
  );
}

export function ArticleCard({ article, onEdit }: ArticleCardProps) {
  const { user } = useCurrentUser();
  const canEdit = Boolean(onEdit) && user?.id === article.authorId;
  return (
    <ContentCard
      to={`/articles/${article.id}`}
      item={article}
      cover={<CoverImage imageUrl={article.imageUrl} icon={article.category.icon} />}
      badges={
        <>
          <Badge>{article.category.name}</Badge>
          <Badge variant="neutral">{ARTICLE_TYPE_LABELS[article.type] ?? article.type}</Badge>
        </>
      }
      fact={`${article.readTime || DEFAULT_READ_TIME} min de leitura`}
      action={
        canEdit && (
          <button type="button" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-auto h-8')} onClick={() => onEdit?.(article)}>
            Editar
          </button>
        )
      }
    />
  );
}

/** Same size as an article card, shown while the list loads. */
export function ArticleCardSkeleton() {
  return <ContentCardSkeleton cover badgeWidths={['w-24', 'w-16']} />;
}
