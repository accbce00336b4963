// The moment React has the page (hydrated, or drawn): its buttons and forms are React's from then
// on. Said on the document, for the entry's hold on a visitor's first interaction
// (src/hydrate-on-intent.ts), and as `data-ready` on <html>, which end-to-end tests wait for.

export const APP_READY_EVENT = 'rede:app-ready';

/** What made a visitor's page fetch the app: a press or typing, or F8 (the notifications' key). */
export type Wake = 'press' | 'F8';
let woken: Wake | undefined;

/** Said by the entry when a visitor's press, typing or F8 fetched the app (src/hydrate-on-intent.ts). */
export function markWoken(by: Wake): void {
  woken = by;
}

/** The press the app came for, already made: what waits for a first press (the toasts) is wanted at once. */
export const wokenBy = (): Wake | undefined => woken;

/** The page answers what is done to it: said by the app once it has the page, or by the entry once it holds what is done to a visitor's page. */
export function markPageAnswers(): void {
  document.documentElement.dataset.ready = 'true';
}

/** Said by the app (the layout's `ReadyMark`) once it has the page. */
export function announceAppReady(): void {
  markPageAnswers();
  document.dispatchEvent(new Event(APP_READY_EVENT));
}
