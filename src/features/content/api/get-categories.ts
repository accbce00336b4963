import type { Category } from '#contract/categories-types';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { loadData } from '../../../lib/screen-data';

/** The specialty categories with their resource counts; they change rarely. */
export const categoriesQuery = queryOptions({
  queryKey: ['/api/categories'],
  queryFn: ({ signal }) => apiGet<Category[]>('/api/categories', { signal }),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

/**
 * The category a `?category=` parameter names: an id (preferred) or, as docs/rules/screens.md's home links
 * do, a category name.
 */
export function findCategory(categories: Category[] | undefined, value: string | null | undefined): Category | undefined {
  if (!categories || !value) return undefined;
  const byId = /^\d+$/.test(value) ? categories.find((category) => category.id === Number(value)) : undefined;
  if (byId) return byId;
  const name = value.trim().toLocaleLowerCase('pt-PT');
  return categories.find((category) => category.name.toLocaleLowerCase('pt-PT') === name);
}

/** The category a list's `category` parameter names, with the categories loaded for the list's filter (a route's screen data). */
export async function loadCategoryParam(queryClient: QueryClient, value: string | null): Promise<Category | undefined> {
  return findCategory(await loadData(queryClient, categoriesQuery), value);
}
