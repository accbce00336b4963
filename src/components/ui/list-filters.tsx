import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { Select } from './input';

/** A list's filter kept in the URL (`?<param>=`), so that a filtered list can be shared and reloaded. */
export function useListFilter(param: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(param) ?? '';
  const setValue = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(param, next);
        else updated.delete(param);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}

interface ListFilterSelectProps {
  /** The URL parameter it keeps its value in. */
  param: string;
  label: string;
  /** The first option's text, for no filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select that filters a list as soon as it changes. */
export function ListFilterSelect({ param, label, anyLabel, options }: ListFilterSelectProps) {
  const [value, setValue] = useListFilter(param);
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      {/* On a phone the first option ('Todos os distritos') says what the filter is; the label stays for screen readers. */}
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 max-sm:sr-only">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => setValue(event.target.value)} className="w-full sm:w-56">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Two or more views of a list as links that keep the rest of the URL (`?<param>=`), the current one marked. */
export function ListViewSwitch({ param, label, views }: { param: string; label: string; views: readonly { value: string; label: ReactNode }[] }) {
  const [params] = useSearchParams();
  const current = params.get(param) ?? '';
  return (
    <nav aria-label={label} className="col-span-2 inline-flex gap-1 justify-self-start rounded-lg bg-slate-100 p-1">
      {views.map((view) => {
        const next = new URLSearchParams(params);
        if (view.value) next.set(param, view.value);
        else next.delete(param);
        const search = next.toString();
        const active = view.value === current;
        return (
          <Link
            key={view.value}
            to={search ? `?${search}` : '?'}
            replace
            aria-current={active ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700',
              active && 'bg-white text-brand-800 shadow-sm',
            )}
          >
            {view.label}
          </Link>
        );
      })}
    </nav>
  );
}
