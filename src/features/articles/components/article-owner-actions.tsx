import type { Article } from '#contract/articles-types';
import { DeleteItemButton, EditItemLink, useItemPermissions } from '../../../components/ui/item-owner-actions';

/** 'Editar' (the writer's page) for the article's author, 'Eliminar' for the author and moderators. */
export default function ArticleOwnerActions({ article }: { article: Article }) {
  const { own, mayDelete } = useItemPermissions(article.authorId);
  if (!mayDelete) return null;
  return (
    <>
      {own && <EditItemLink to={`/artigos/${article.id}/editar`} />}
      <DeleteItemButton
        collection="/api/articles"
        id={article.id}
        listPath="/articles"
        question="Eliminar este artigo?"
        done="Artigo eliminado"
        refresh={['/api/categories', '/api/users', '/api/search', '/api/me/activity', '/api/saved-items']}
      />
    </>
  );
}
