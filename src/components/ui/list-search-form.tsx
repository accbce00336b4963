import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from './button';
import { Input } from './input';

const TYPING_DELAY = 350;

/** A list's search text as the box keeps it in the URL (`?q=`): the screens' and their routes' data's. */
export const listQueryOf = (search: URLSearchParams): string => search.get('q') ?? '';

/** The list's text search, kept in the `q` query parameter so that a search can be shared and reloaded. */
export function useListQuery(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const q = listQueryOf(params);
  const setQ = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set('q', next.trim());
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return [q, setQ];
}

interface ListSearchFormProps {
  label: string;
  placeholder: string;
}

/** A labelled search box that searches as one types (after a short pause) and on submit. */
export function ListSearchForm({ label, placeholder }: ListSearchFormProps) {
  const [q, setQ] = useListQuery();
  const [value, setValue] = useState(q);
  const written = useRef(q);
  const inputId = useId();

  // The URL may change without typing (back button, 'Limpar pesquisa'): follow it.
  useEffect(() => {
    if (q !== written.current.trim()) {
      written.current = q;
      setValue(q);
    }
  }, [q]);

  const commit = (next: string) => {
    written.current = next;
    if (next.trim() !== q) setQ(next);
  };

  useEffect(() => {
    if (value === written.current) return;
    const timer = window.setTimeout(() => commit(value), TYPING_DELAY);
    return () => window.clearTimeout(timer);
    // commit reads the latest URL each render; only typing restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(value);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex w-full gap-2 sm:max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input id={inputId} type="search" value={value} onChange={(event) => setValue(event.target.value)} placeholder={placeholder} className="pl-9" />
      </div>
      <Button type="submit">Pesquisar</Button>
    </form>
  );
}
