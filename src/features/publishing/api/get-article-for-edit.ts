import type { Article } from '#contract/articles-types';
import type { PortalEvent } from '#contract/events-types';
import type { Opportunity } from '#contract/opportunities-types';
import type { Protocol } from '#contract/protocols-types';
import type { Volunteering } from '#contract/volunteering-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The full article (with its content, which lists may leave out) to prefill the writer's page. */
const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/articles', id],
    queryFn: ({ signal }) => apiGet<Article>(`/api/articles/${id}`, { signal }),
  });

const protocolQuery = (id: number) =>
  queryOptions({
    queryKey: ['/api/protocols', id],
    queryFn: ({ signal }) => apiGet<Protocol>(`/api/protocols/${id}`, { signal }),
  });

export const useArticleForEdit = (id: number | null) => useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
export const useProtocolForEdit = (id: number | null) => useQuery({ ...protocolQuery(id ?? 0), enabled: id !== null });

/** An event or offer to prefill its edit page (`/eventos/{id}/editar`, …), under its page's query key. */
const itemForEdit =
  <T>(collection: string) =>
  (id: number) =>
    useQuery(queryOptions({ queryKey: [collection, id], queryFn: ({ signal }) => apiGet<T>(`${collection}/${id}`, { signal }) }));

export const useEventForEdit = itemForEdit<PortalEvent>('/api/events');
export const useOpportunityForEdit = itemForEdit<Opportunity>('/api/opportunities');
export const useVolunteeringForEdit = itemForEdit<Volunteering>('/api/volunteering');
