import type { articleInputSchema } from '#contract/articles';
import type { Article } from '#contract/articles-types';
import type { eventInputSchema } from '#contract/events';
import type { PortalEvent } from '#contract/events-types';
import type { opportunityInputSchema } from '#contract/opportunities';
import type { Opportunity } from '#contract/opportunities-types';
import type { protocolInputSchema } from '#contract/protocols';
import type { Protocol } from '#contract/protocols-types';
import type { volunteeringInputSchema } from '#contract/volunteering';
import type { Volunteering } from '#contract/volunteering-types';
import type { z } from 'zod';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Lists that show a new item, by the first element of their query keys. */
const AFFECTED: Record<string, string[]> = {
  '/api/articles': ['/api/articles', '/api/categories', '/api/users', '/api/search', '/api/me/activity', '/api/drafts'],
  '/api/protocols': ['/api/protocols', '/api/categories', '/api/users', '/api/search', '/api/me/activity', '/api/drafts'],
  '/api/events': ['/api/events', '/api/me/activity'],
  '/api/opportunities': ['/api/opportunities', '/api/me/activity'],
  '/api/volunteering': ['/api/volunteering', '/api/me/activity'],
};

function refreshLists(queryClient: QueryClient, collection: string) {
  return Promise.all([...(AFFECTED[collection] ?? [collection]), '/api/search'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

function useCreate<TOutput, TItem>(collection: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOutput) => apiRequest<TItem>('POST', collection, input),
    onSuccess: () => refreshLists(queryClient, collection),
  });
}

// Forms send the parsed output of the contract schemas (trimmed, ISO dates, numbers).
export type ArticleFormOutput = z.output<typeof articleInputSchema>;
export type ProtocolFormOutput = z.output<typeof protocolInputSchema>;
export type EventFormOutput = z.output<typeof eventInputSchema>;
export type OpportunityFormOutput = z.output<typeof opportunityInputSchema>;
export type VolunteeringFormOutput = z.output<typeof volunteeringInputSchema>;

export const useCreateEvent = () => useCreate<EventFormOutput, PortalEvent>('/api/events');
export const useCreateOpportunity = () => useCreate<OpportunityFormOutput, Opportunity>('/api/opportunities');
export const useCreateVolunteering = () => useCreate<VolunteeringFormOutput, Volunteering>('/api/volunteering');

/**
 * Publishes what the writer's page holds: a new article or protocol (`POST`), or the changes to
 * the author's own (`PATCH`, when `id` is given).
 */
export function usePublishContent(kind: 'article' | 'protocol', id: number | null) {
  const queryClient = useQueryClient();
  const collection = kind === 'article' ? '/api/articles' : '/api/protocols';
  return useMutation({
    mutationFn: (input: ArticleFormOutput | ProtocolFormOutput) => apiRequest<Article | Protocol>(id === null ? 'POST' : 'PATCH', id === null ? collection : `${collection}/${id}`, input),
    onSuccess: () => refreshLists(queryClient, collection),
  });
}

/** The fields of `values` that differ from `original` (the form's first values, parsed alike): what an edit sends. */
function changedFields<T extends object>(original: Partial<T>, values: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (JSON.stringify(values[key] ?? null) !== JSON.stringify(original[key] ?? null)) changed[key] = values[key];
  }
  return changed;
}

/** `PATCH` of the member's own event or offer: only what changed from `original`; the page shows it as it now is. */
function useUpdate<TOutput extends object, TItem>(collection: string, id: number, original: Partial<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOutput) => apiRequest<TItem>('PATCH', `${collection}/${id}`, changedFields(original, input)),
    onSuccess: async (item) => {
      queryClient.setQueryData([collection, id], item);
      await refreshLists(queryClient, collection);
    },
  });
}

export const useUpdateEvent = (id: number, original: Partial<EventFormOutput>) => useUpdate<EventFormOutput, PortalEvent>('/api/events', id, original);
export const useUpdateOpportunity = (id: number, original: Partial<OpportunityFormOutput>) => useUpdate<OpportunityFormOutput, Opportunity>('/api/opportunities', id, original);
export const useUpdateVolunteering = (id: number, original: Partial<VolunteeringFormOutput>) => useUpdate<VolunteeringFormOutput, Volunteering>('/api/volunteering', id, original);
