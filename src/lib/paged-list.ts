import type { Page } from './api-client';

/** Offset of the next page of a list, or undefined when every item has been loaded ('Carregar mais'). */
export function nextPageOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

/** Every loaded item of a paged list, in order. */
export function flattenPages<T>(pages: Page<T>[] | undefined): T[] {
  return pages?.flatMap((page) => page.items) ?? [];
}
