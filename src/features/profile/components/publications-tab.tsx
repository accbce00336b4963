import type { Article } from '#contract/articles-types';
import type { PortalEvent } from '#contract/events';
import type { Opportunity } from '#contract/opportunities';
import type { Protocol } from '#contract/protocols';
import type { Volunteering } from '#contract/volunteering';
import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import type { PublishKind } from '../../publishing/components/publish-dialog';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { useMyPublications, type PublicationPath } from '../api/my-publications';
import { PublicationCard } from './publication-card';
import { PublicationSkeletons } from './profile-skeleton';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

interface PublicationsTabProps {
  userId: number;
  onCreate: (kind: PublishKind) => void;
  onEditArticle: (id: number) => void;
}

export function PublicationsTab({ userId, onCreate, onEditArticle }: PublicationsTabProps) {
  return (
    <div className="space-y-10">
      <PublicationSection<Article>
        heading="Os Meus Artigos"
        path="/api/articles"
        userId={userId}
        newLabel="Novo Artigo"
        emptyText="Ainda não publicou nenhum artigo."
        createFirstLabel="Publicar o primeiro artigo"
        onCreate={() => onCreate('article')}
        ItemSkeleton={ArticleCardSkeleton}
        renderItem={(article) => <ArticleCard key={article.id} article={article} onEdit={() => onEditArticle(article.id)} />}
      />
      <PublicationSection<Protocol>
        heading="Os Meus Protocolos"
        path="/api/protocols"
        userId={userId}
        newLabel="Novo Protocolo"
        emptyText="Ainda não publicou nenhum protocolo."
        createFirstLabel="Publicar o primeiro protocolo"
        onCreate={() => onCreate('protocol')}
        ItemSkeleton={ProtocolCardSkeleton}
        renderItem={(protocol) => <ProtocolCard key={protocol.id} protocol={protocol} />}
      />
      <PublicationSection<PortalEvent>
        heading="Os Meus Eventos"
        path="/api/events"
        userId={userId}
        newLabel="Novo Evento"
        emptyText="Ainda não criou nenhum evento."
        createFirstLabel="Criar o primeiro evento"
        onCreate={() => onCreate('event')}
        renderItem={(event) => (
          <PublicationCard
            key={event.id}
            title={event.title}
            href={`/eventos/${event.id}`}
            meta={[<time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>, event.location]}
            description={event.description}
          />
        )}
      />
      <PublicationSection<Opportunity>
        heading="As Minhas Oportunidades"
        path="/api/opportunities"
        userId={userId}
        newLabel="Nova Oportunidade"
        emptyText="Ainda não publicou nenhuma oportunidade."
        createFirstLabel="Publicar a primeira oportunidade"
        onCreate={() => onCreate('opportunity')}
        renderItem={(opportunity) => (
          <PublicationCard
            key={opportunity.id}
            title={opportunity.title}
            href={`/oportunidades/${opportunity.id}`}
            meta={[opportunity.company, opportunity.location]}
            description={opportunity.description}
          />
        )}
      />
      <PublicationSection<Volunteering>
        heading="Os Meus Voluntariados"
        path="/api/volunteering"
        userId={userId}
        newLabel="Novo Voluntariado"
        emptyText="Ainda não publicou nenhum voluntariado."
        createFirstLabel="Publicar o primeiro voluntariado"
        onCreate={() => onCreate('volunteering')}
        renderItem={(volunteering) => (
          <PublicationCard
            key={volunteering.id}
            title={volunteering.title}
            href={`/voluntariado/${volunteering.id}`}
            meta={[volunteering.organization, volunteering.location]}
            description={volunteering.description}
          />
        )}
      />
    </div>
  );
}

interface PublicationSectionProps<T> {
  heading: string;
  path: PublicationPath;
  userId: number;
  newLabel: string;
  emptyText: string;
  createFirstLabel: string;
  onCreate: () => void;
  renderItem: (item: T) => ReactNode;
  /** Same size as one rendered item. */
  ItemSkeleton?: ComponentType;
}

function PublicationSection<T>({ heading, path, userId, newLabel, emptyText, createFirstLabel, onCreate, renderItem, ItemSkeleton }: PublicationSectionProps<T>) {
  const query = useMyPublications<T>(path, userId);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `seccao-${path.slice(5)}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <Button size="sm" variant="secondary" onClick={onCreate}>
          <Plus aria-hidden="true" />
          {newLabel}
        </Button>
      </div>
      {query.isPending ? (
        ItemSkeleton ? (
          <div className={GRID} aria-hidden="true">
            <ItemSkeleton />
            <ItemSkeleton />
          </div>
        ) : (
          <PublicationSkeletons />
        )
      ) : query.isError ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>Não foi possível carregar esta lista.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <p className="text-sm text-slate-700">{emptyText}</p>
          <Button className="mt-4" size="sm" onClick={onCreate}>
            {createFirstLabel}
          </Button>
        </div>
      ) : (
        <>
          <div className={GRID}>{items.map(renderItem)}</div>
          {query.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'A carregar...' : 'Carregar mais'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
