import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useArticleForEdit } from '../api/get-article-for-edit';
import { ArticleForm } from './article-form';

interface EditArticleDialogProps {
  /** The article being edited, or null when the dialog is closed. */
  articleId: number | null;
  onClose: () => void;
}

/** Loads the full article (lists may leave out the content) and edits it in place. */
export function EditArticleDialog({ articleId, onClose }: EditArticleDialogProps) {
  const { data: article, isPending, isError, refetch } = useArticleForEdit(articleId);
  return (
    <Dialog open={articleId !== null} onOpenChange={(open) => !open && onClose()}>
      {articleId !== null && (
        <DialogContent title="Editar Artigo">
          {isPending ? (
            <div className="space-y-4" aria-busy="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-60 w-full" />
            </div>
          ) : isError || !article ? (
            <div className="space-y-3 text-sm text-slate-700">
              <p>Não foi possível carregar o artigo.</p>
              <Button variant="outline" onClick={() => refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <ArticleForm key={article.id} article={article} onSuccess={onClose} onCancel={onClose} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
