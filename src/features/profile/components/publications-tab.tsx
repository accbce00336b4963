import type { Article } from '#contract/articles-types';
import type { HiddenState } from '#contract/common-types';
import type { EventListItem } from '#contract/events-types';
import type { Opportunity } from '#contract/opportunities-types';
import type { Protocol } from '#contract/protocols-types';
import type { Volunteering } from '#contract/volunteering-types';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { formatDateTime } from '../../../lib/format';
import { flattenPages } from '../../../lib/paged-list';
import { DraftsList } from '../../publishing/components/drafts-list';
import { ArticleCard, ArticleCardSkeleton } from '../../content/components/article-card';
import { ProtocolCard, ProtocolCardSkeleton } from '../../content/components/protocol-card';
import { HiddenBadge } from '../../content/components/hidden-notice';
import { useMyPublications, type PublicationPath } from '../api/my-publications';
import { PublicationCard } from './publication-card';
import { PublicationSkeletons } from './profile-skeleton';
import { TabLoadError } from './tab-load-error';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

type PublishKind = 'article' | 'protocol' | 'event' | 'opportunity' | 'volunteering';

/** Where each kind of publication is written: its full page (the writer's page for articles and protocols). */
const CREATE_PAGES: Record<PublishKind, { path: string; label: string }> = {
  article: { path: '/criar-artigo', label: 'Novo artigo' },
  protocol: { path: '/criar-protocolo', label: 'Novo protocolo' },
  event: { path: '/criar-evento', label: 'Novo evento' },
  opportunity: { path: '/criar-oportunidade', label: 'Nova oportunidade' },
  volunteering: { path: '/criar-voluntariado', label: 'Novo voluntariado' },
};

/** Where each kind of publication is listed (`GET …?authorId=`). */
const PATHS: Record<PublishKind, PublicationPath> = {
  article: '/api/articles',
  protocol: '/api/protocols',
  event: '/api/events',
  opportunity: '/api/opportunities',
  volunteering: '/api/volunteering',
};

export function PublicationsTab({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const section = { userId };
  return (
    <div className="space-y-10">
      <DraftsList />
      <PublicationSection<Article>
        {...section}
        kind="article"
        heading="Os meus artigos"
        emptyText="Ainda não publicou nenhum artigo."
        createFirstLabel="Publicar o primeiro artigo"
        skeleton={<ArticleCardSkeleton />}
        renderItem={(article) => <ArticleCard key={article.id} article={article} onEdit={() => navigate(`/artigos/${article.id}/editar`)} />}
      />
      <PublicationSection<Protocol>
        {...section}
        kind="protocol"
        heading="Os meus protocolos"
        emptyText="Ainda não publicou nenhum protocolo."
        createFirstLabel="Publicar o primeiro protocolo"
        skeleton={<ProtocolCardSkeleton />}
        renderItem={(protocol) => <ProtocolCard key={protocol.id} protocol={protocol} />}
      />
      <PublicationSection<EventListItem>
        {...section}
        kind="event"
        heading="Os meus eventos"
        emptyText="Ainda não criou nenhum evento."
        createFirstLabel="Criar o primeiro evento"
        renderItem={(event) => cardOf(event, `/eventos/${event.id}`, [<time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>, event.location])}
      />
      <PublicationSection<Opportunity>
        {...section}
        kind="opportunity"
        heading="As minhas oportunidades"
        emptyText="Ainda não publicou nenhuma oportunidade."
        createFirstLabel="Publicar a primeira oportunidade"
        renderItem={(opportunity) => cardOf(opportunity, `/oportunidades/${opportunity.id}`, [opportunity.company, opportunity.location])}
      />
      <PublicationSection<Volunteering>
        {...section}
        kind="volunteering"
        heading="Os meus voluntariados"
        emptyText="Ainda não publicou nenhum voluntariado."
        createFirstLabel="Publicar o primeiro voluntariado"
        renderItem={(volunteering) => cardOf(volunteering, `/voluntariado/${volunteering.id}`, [volunteering.organization, volunteering.location])}
      />
    </div>
  );
}

/** The card of an event or an offer: its title and description, with this link and these facts. */
function cardOf(item: { id: number; title: string; description: string }, href: string, meta: ReactNode[]) {
  return <PublicationCard key={item.id} title={item.title} href={href} meta={meta} description={item.description} />;
}

/** The card of the author's own hidden item, under the mark 'Oculto pela moderação' (its page says why). */
function markedIfHidden(item: Publication, card: ReactNode): ReactNode {
  if (!item.hidden) return card;
  return (
    <div key={item.id} className="flex flex-col gap-2">
      <div>
        <HiddenBadge />
      </div>
      {card}
    </div>
  );
}

/** What every kind of publication has: its id, and whether moderation hid it. */
type Publication = { id: number; hidden: HiddenState | null };

interface PublicationSectionProps<T> {
  kind: PublishKind;
  userId: number;
  heading: string;
  emptyText: string;
  createFirstLabel: string;
  renderItem: (item: T) => ReactNode;
  /** Same size as one rendered item; PublicationCard's when absent. */
  skeleton?: ReactNode;
}

function PublicationSection<T extends Publication>({ kind, userId, heading, emptyText, createFirstLabel, renderItem, skeleton }: PublicationSectionProps<T>) {
  const path = PATHS[kind];
  const query = useMyPublications<T>(path, userId);
  const items = flattenPages(query.data?.pages);
  const headingId = `seccao-${path.slice(5)}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <Button asChild size="sm" variant="secondary">
          <Link to={CREATE_PAGES[kind].path}>
            <Plus aria-hidden="true" />
            {CREATE_PAGES[kind].label}
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        skeleton ? (
          <div className={GRID} aria-hidden="true">
            {skeleton}
            {skeleton}
          </div>
        ) : (
          <PublicationSkeletons />
        )
      ) : query.isError ? (
        <TabLoadError text="Não foi possível carregar esta lista." onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <p className="text-sm text-slate-700">{emptyText}</p>
          <Button asChild className="mt-4" size="sm">
            <Link to={CREATE_PAGES[kind].path}>{createFirstLabel}</Link>
          </Button>
        </div>
      ) : (
        <>
          <div className={GRID}>{items.map((item) => markedIfHidden(item, renderItem(item)))}</div>
          <LoadMoreButton className="mt-4" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
