import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the URL's query parameters, so that a filtered list can be shared,
 * reloaded and left with the back button. `update` sets the given parameters (an empty or
 * undefined value removes one) and keeps the others; `clear` removes them all.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { params, update, clear };
}
