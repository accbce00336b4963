import type { CommunitySummary } from '#contract/communities-types';
import type { HiddenState, PublicUserSummary } from '#contract/common-types';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PostedIn } from '../../../components/ui/posted-in';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { DetailCover, DetailHeader } from './detail-header';
import { DetailSkeleton } from './detail-skeleton';
import { HiddenNotice } from './hidden-notice';
import { PdfSection, RestrictedAccess } from './members-only';
import { NotFoundState } from './not-found-state';

interface ContentItem {
  title: string;
  summary: string;
  /** Left out for visitors: the page then invites them to sign in. */
  content?: string;
  imageUrl: string | null;
  pdfUrl?: string | null;
  author: PublicUserSummary;
  createdAt: string;
  /** Hidden by moderation: only its author and moderators read it, with the notice. */
  hidden?: HiddenState | null;
  /** The community it was posted in: 'Publicado em «…»'. */
  community: CommunitySummary | null;
}

interface ContentDetailScreenProps<T extends ContentItem> {
  /** The item of the route's `:id`. */
  useItem: (id: number) => UseQueryResult<T>;
  /** The list the page belongs to ('/articles'). */
  listPath: string;
  texts: {
    back: string;
    notFound: string;
    notFoundDescription: string;
    seeAll: string;
    loadFailed: string;
    /** The item's kind in a sentence ('artigo'), for the members-only notice. */
    kind: 'artigo' | 'protocolo';
  };
  badges: (item: T) => ReactNode;
  /** Facts beside the author and date (reading time, downloads…). */
  meta: (item: T) => ReactNode;
  /** The buttons under the summary (like, share, save…), which other features own: the route composes them. */
  actions: (item: T) => ReactNode;
  comments: (item: T) => ReactNode;
  /** After the item, at the end of the page, once it is shown: its 'Relacionados', which another feature owns. */
  after?: (item: T) => ReactNode;
}

/** The page of an article or a protocol (`/…/:id`), with its loading, not-found and error states. */
export function ContentDetailScreen<T extends ContentItem>({ useItem, listPath, texts, badges, meta, actions, comments, after }: ContentDetailScreenProps<T>) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useItem(id);
  const notFound = !valid || (item.error instanceof ApiRequestError && item.error.status === 404);
  usePageTitle(item.data?.title ?? (notFound ? texts.notFound : undefined));

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackLink to={listPath}>{texts.back}</BackLink>
      <div className="mt-6">
        {notFound ? (
          <NotFoundState title={texts.notFound} description={texts.notFoundDescription}>
            <Button asChild>
              <Link to={listPath}>{texts.seeAll}</Link>
            </Button>
          </NotFoundState>
        ) : item.isError ? (
          <NotFoundState title={texts.loadFailed} description={item.error.message}>
            <Button onClick={() => void item.refetch()}>Tentar novamente</Button>
          </NotFoundState>
        ) : !item.data ? (
          <DetailSkeleton />
        ) : (
          <article>
            <DetailHeader badges={badges(item.data)} title={item.data.title} author={item.data.author} createdAt={item.data.createdAt} meta={meta(item.data)} />
            <PostedIn community={item.data.community} className="mt-4" />
            {item.data.hidden && <HiddenNotice hidden={item.data.hidden} className="mt-6" />}
            <DetailCover imageUrl={item.data.imageUrl} />
            <p className="mt-6 text-lg leading-8 text-slate-700">{item.data.summary}</p>
            <div className="mt-6 flex flex-wrap gap-3">{actions(item.data)}</div>
            {item.data.content !== undefined ? (
              <>
                <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: item.data.content }} />
                {item.data.pdfUrl && <PdfSection url={item.data.pdfUrl} title={item.data.title} />}
              </>
            ) : (
              <RestrictedAccess kind={texts.kind} />
            )}
            {comments(item.data)}
          </article>
        )}
        {!notFound && !item.isError && item.data && after?.(item.data)}
      </div>
    </div>
  );
}
