// A visitor's page, rendered by the Worker (worker/pages.ts), is a document: it is read, scrolled
// and its links followed (each to a page of its own, from the edge cache) without the app's
// JavaScript. The app (React, the router, the screen: most of a page's bytes, and hundreds of
// milliseconds of a phone's CPU) is fetched and hydrated only when the visitor reaches for a
// control only it can answer: a button pressed, a field focused or typed in, a form sent; or when
// the connection drops, for the app to say the page is an offline copy. What they did before React
// had the page is held and done again once it has, so that nothing is lost (decision 081,
// docs/rules/latency.md).
import { APP_READY_EVENT, markWoken, type Wake } from './lib/app-ready';

/** Pressed or focused, they wake the app: controls, not links. */
const CONTROLS = 'button, input, select, textarea, [role="button"], [contenteditable="true"]';
/** Presses whose effect is React's, held until it has the page (a press in a text field only places the caret). */
const HELD_PRESSES = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Tells React of a value given before it had the page. Hydration keeps what the field shows, but
 * React holds the value it drew, and notices a change only against the value it last set itself:
 * it is set the drawn value, and the given one is then written past it.
 */
function giveAgain(field: Field, value: string): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (value === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Waits for the visitor's first use of a control of `root` to `start` the app, and holds their
 * presses, keys, sent forms and typed values until the app says it has the page (`APP_READY_EVENT`).
 */
export function hydrateOnIntent(root: HTMLElement, start: () => Promise<unknown>): void {
  const held: (() => void)[] = [];
  const given = new Map<Field, string>();
  const inPage = (target: EventTarget | null): target is Element => target instanceof Element && root.contains(target);

  let started = false;
  const wake = (by: Wake | 'offline') => {
    if (started) return;
    started = true;
    if (by !== 'offline') markWoken(by);
    document.documentElement.style.cursor = 'progress';
    start().catch(() => {
      // The app could not be fetched (no connection, no copy): what was held is dropped, and the
      // next use of a control tries again.
      started = false;
      held.length = 0;
      given.clear();
      document.documentElement.style.cursor = '';
    });
  };

  /** A control reached for: the app is fetched. */
  const reach = (event: Event) => inPage(event.target) && event.target.closest(CONTROLS) && wake('press');
  /** A value typed or chosen: kept for React. A checkbox's or a radio's press is held, so it never changes before React has it. */
  const keepValue = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !inPage(field) || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))) return;
    given.set(field, field.value);
    wake('press');
  };

  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', reach],
    ['focusin', reach],
    // A field says `input`; a select, `change`.
    ['input', keepValue],
    ['change', keepValue],
    [
      'click',
      (event) => {
        const control = inPage(event.target) && event.target.closest(HELD_PRESSES);
        if (!control) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const target = event.target as Element;
        held.push(() => (target.isConnected ? target : control).dispatchEvent(new MouseEvent('click', event as MouseEvent)));
        wake('press');
      },
    ],
    [
      'keydown',
      (event) => {
        // A key a control answers in React's code (arrows between tabs, Escape…); Enter and Space
        // make the browser press it (held above), Tab moves the focus.
        const key = (event as KeyboardEvent).key;
        // F8 takes the focus to the notifications, which the app draws (app/providers.tsx).
        if (key === 'F8') return wake('F8');
        const control = inPage(event.target) && event.target.closest(HELD_PRESSES);
        if (!control || key === 'Enter' || key === ' ' || key === 'Tab') return;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.push(() => control.dispatchEvent(new KeyboardEvent('keydown', event as KeyboardEvent)));
        wake('press');
      },
    ],
    [
      'submit',
      (event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || !inPage(form)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const submitter = (event as SubmitEvent).submitter;
        held.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null));
        wake('press');
      },
    ],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  function release() {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    window.removeEventListener('offline', wakeOffline);
    document.documentElement.style.cursor = '';
  }

  // React renders what an event changed once the event's task is over: each held press is done
  // again in a task of its own, after the values given before it.
  const next = () => new Promise((resolve) => setTimeout(resolve, 0));
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      release();
      for (const [field, value] of given) giveAgain(field, value);
      void held.reduce((done, replay) => done.then(next).then(replay), Promise.resolve());
    },
    { once: true },
  );

  const wakeOffline = () => wake('offline');
  if (navigator.onLine) window.addEventListener('offline', wakeOffline);
  else wakeOffline();
}
