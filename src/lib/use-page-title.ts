import { useEffect } from 'react';

/** Sets the document title as "<page> · Rede TO". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Rede TO` : 'Rede TO';
  }, [title]);
}
