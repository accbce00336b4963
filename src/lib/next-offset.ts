import type { Page } from './api-client';

/** Offset of the next page, or undefined when everything counted by `X-Total-Count` is loaded. */
export function nextOffset<T>(lastPage: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}
