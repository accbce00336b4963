import type { SavedItem } from '#contract/saved-items-types';
import { BookmarkX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { useSavedItems, useToggleSaved } from '../../saved-items/api/saved-items';
import { PublicationCard } from './publication-card';
import { PublicationSkeletons } from './profile-skeleton';
import { TabLoadError } from './tab-load-error';

export function SavedItemsTab() {
  const { data: items = [], isPending, isError, refetch } = useSavedItems();
  const articles = items.filter((item) => item.article);
  const protocols = items.filter((item) => item.protocol);

  if (isError) {
    return <TabLoadError text="Não foi possível carregar os itens guardados." onRetry={() => void refetch()} />;
  }
  return (
    <div className="space-y-10">
      <SavedSection heading="Artigos guardados" headingId="guardados-artigos" isPending={isPending} items={articles} emptyText="Ainda não guardou nenhum artigo." />
      <SavedSection heading="Protocolos guardados" headingId="guardados-protocolos" isPending={isPending} items={protocols} emptyText="Ainda não guardou nenhum protocolo." />
    </div>
  );
}

interface SavedSectionProps {
  heading: string;
  headingId: string;
  isPending: boolean;
  items: SavedItem[];
  emptyText: string;
}

function SavedSection({ heading, headingId, isPending, items, emptyText }: SavedSectionProps) {
  const remove = useToggleSaved();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {isPending ? (
        <PublicationSkeletons />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-700">{emptyText}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => {
            const target = item.article ?? item.protocol;
            if (!target) return null;
            const href = item.article ? `/articles/${target.id}` : `/protocols/${target.id}`;
            return (
              <PublicationCard
                key={item.id}
                title={target.title}
                href={href}
                meta={[target.category?.name, target.author?.fullName, `guardado a ${formatDate(item.createdAt)}`]}
                description={target.summary}
                action={
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending && remove.variables?.savedItemId === item.id}
                    aria-label={`Remover «${target.title}» dos guardados`}
                    onClick={() =>
                      remove.mutate(
                        { target: item.articleId ? { articleId: item.articleId } : { protocolId: item.protocolId ?? 0 }, savedItemId: item.id },
                        {
                          onSuccess: () => toast({ title: 'Item removido', description: 'O item foi removido dos seus guardados.' }),
                          onError: () => toast({ title: 'Erro', description: 'Não foi possível remover o item dos guardados.', variant: 'destructive' }),
                        },
                      )
                    }
                  >
                    <BookmarkX aria-hidden="true" />
                    Remover
                  </Button>
                }
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
