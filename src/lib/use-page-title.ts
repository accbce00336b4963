import { createContext, useContext, useEffect } from 'react';

/** "<page> · Rede TO", or "Rede TO" for the home page. */
export const pageTitle = (title: string | undefined) => (title ? `${title} · Rede TO` : 'Rede TO');

/**
 * Where the server render (entry-server.tsx) collects the title of the page it draws, for the
 * `<title>` of the HTML it sends. The browser has none and sets `document.title` instead.
 */
export const ServerPageTitle = createContext<{ title: string } | null>(null);

/** Sets the document title as "<page> · Rede TO". */
export function usePageTitle(title: string | undefined): void {
  const serverTitle = useContext(ServerPageTitle);
  if (serverTitle) serverTitle.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
