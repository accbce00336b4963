import type { Article } from '#contract/articles-types';
import type { PublicUserSummary } from '#contract/common-types';
import type { Protocol } from '#contract/protocols-types';
import { isRemovedMember } from '#contract/users-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, withQuery } from '../../../lib/api-client';

/** How many colleagues the guide suggests, and how many of the newest items it looks at to find them. */
const SUGGESTED = 4;
const ITEMS_LOOKED_AT = 24;

/**
 * The authors of the newest articles and protocols (members who are active), the member left out,
 * those of the member's specialty first, then in the order they last published.
 */
function pickColleagues(items: { author: PublicUserSummary }[], self: { id: number; specialty: string | null }): PublicUserSummary[] {
  const authors = new Map<number, PublicUserSummary>();
  for (const { author } of items) {
    if (author.id !== self.id && !isRemovedMember(author) && !authors.has(author.id)) authors.set(author.id, author);
  }
  const all = [...authors.values()];
  const sameSpecialty = self.specialty ? all.filter((author) => author.specialty === self.specialty) : [];
  return [...sameSpecialty, ...all.filter((author) => !sameSpecialty.includes(author))].slice(0, SUGGESTED);
}

/** The newest articles and protocols, newest first, for their authors. */
const recentItemsQuery = queryOptions({
  queryKey: ['onboarding', 'recent-authors'],
  queryFn: async ({ signal }) => {
    const [articles, protocols] = await Promise.all([
      apiGetPage<Article>(withQuery('/api/articles', { limit: ITEMS_LOOKED_AT }), { signal }),
      apiGetPage<Protocol>(withQuery('/api/protocols', { limit: ITEMS_LOOKED_AT }), { signal }),
    ]);
    return [...articles.items, ...protocols.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  staleTime: 5 * 60_000,
});

export function useSuggestedColleagues(self: { id: number; specialty: string | null }) {
  const query = useQuery(recentItemsQuery);
  return { ...query, colleagues: query.data ? pickColleagues(query.data, self) : [] };
}
