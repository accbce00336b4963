// What the server render (entry-server.tsx) gives the Worker (worker/pages.ts, which imports it as
// `#ssr`). The Worker's type check cannot read entry-server.tsx itself (no DOM, no JSX: see
// worker/ssr.d.ts), so both sides are checked against this file, which needs neither: the render
// is declared with these types, and the Worker sees `#ssr` through them.
export interface ServerPage {
  /** 404 for the not-found screen, else 200. */
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** The page's title, for `<title>` (the browser's document.title once hydrated). */
  title: string;
  /** The queries the markup was drawn from; the browser's cache starts from them (main.tsx). */
  data: { queryKey: readonly unknown[]; data: unknown }[];
  /** The screen's file in src/app/routes (routes.ts `screenOf`): the page names its chunks. */
  screen: string | undefined;
  /**
   * The queries the screen read that its route's loader did not fetch (`screenData` of its file in app/routes/), as
   * JSON query keys: drawn as skeletons, so a screen whose data is incomplete. Empty when all is well.
   */
  unloaded: string[];
  /**
   * Whether the page was drawn whole from its data: false when a query failed (a missing item among
   * them) or was not loaded, drawn as skeletons for the browser to fetch. Only a whole page may wait
   * for a visitor's first interaction to be hydrated (worker/pages.ts).
   */
  whole: boolean;
}

export interface ServerRender {
  /**
   * The screen at `request`'s URL as HTML, with its data. Null when the screen is drawn by the
   * browser only (`browserOnlyPage` in routes.ts). The SPA's API requests go through the transport
   * that the caller set (`setApiTransport`). `member` says whether the request is a member's (the
   * Worker knows it before `/api/me` answers), so that a member's data is fetched beside them.
   */
  renderPage(request: Request, viewer: { member: boolean }): Promise<ServerPage | null>;
  /** Where the SPA's API requests go during a server render (lib/api-client.ts). */
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}
