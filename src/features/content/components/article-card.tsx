import { ARTICLE_TYPE_LABELS, DEFAULT_READ_TIME, type Article } from '#contract/articles-types';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatCount, formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/current-user';
import { CategoryIcon } from './category-icon';

interface ArticleCardProps {
  article: Article;
  /** Shows 'Editar' to the article's author (SPEC.md: only the owner, when a handler is supplied). */
  onEdit?: (article: Article) => void;
}

/** A cover of fixed ratio, or a tinted panel with the category icon when the article has none. */
export function CoverImage({ imageUrl, icon }: { imageUrl: string | null; icon: string }) {
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
    <Card className="flex h-full flex-col">
      <CoverImage imageUrl={article.imageUrl} icon={article.category.icon} />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-2">
          <Badge>{article.category.name}</Badge>
          <Badge variant="neutral">{ARTICLE_TYPE_LABELS[article.type] ?? article.type}</Badge>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
          <Link to={`/articles/${article.id}`} className="hover:text-brand-700 hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{article.summary}</p>
        <div className="mt-auto flex items-center gap-2 pt-4 text-sm">
          <Avatar user={article.author} size={28} />
          <span className="truncate font-medium text-slate-800">{article.author.fullName}</span>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          <span>{article.readTime || DEFAULT_READ_TIME} min de leitura</span>
          <span className="inline-flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {formatCount(article.likes)}
            <span className="sr-only">gostos</span>
          </span>
          {canEdit && (
            <button type="button" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-auto h-8')} onClick={() => onEdit?.(article)}>
              Editar
            </button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** Same size as an article card, shown while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <Card className="flex h-full flex-col" aria-hidden="true">
      <Skeleton className="aspect-[16/9] w-full rounded-none rounded-t-xl" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="mt-3 h-6 w-4/5" />
        <Skeleton className="mt-3 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <div className="mt-auto flex items-center gap-2 pt-4">
          <Skeleton className="size-7 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
        <Skeleton className="mt-2 h-4 w-40" />
      </div>
    </Card>
  );
}
