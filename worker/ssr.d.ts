// The types of the server render (src/entry-server.tsx), which the Worker imports as `#ssr`
// (package.json "imports"). The SPA's sources are type-checked with the DOM's types
// (tsconfig.app.json), the Worker's with the Workers runtime's, so this file states the two
// functions the Worker calls instead of pulling the SPA into the Worker's type check.
export interface ServerPage {
  status: number;
  html: string;
  title: string;
  data: { queryKey: readonly unknown[]; data: unknown }[];
  screen: string | undefined;
}

export function renderPage(request: Request): Promise<ServerPage | null>;

export function setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
