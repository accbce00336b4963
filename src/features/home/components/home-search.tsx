import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Input, Select } from '../../../components/ui/input';
import { withQuery } from '../../../lib/api-client';

/** The home search's kinds (docs/rules/api.md: `category` of GET /api/search). */
const SEARCH_KINDS = [
  { value: 'all', label: 'Todas' },
  { value: 'articles', label: 'Artigos' },
  { value: 'protocols', label: 'Protocolos' },
  { value: 'cases', label: 'Estudos de caso' },
  { value: 'education', label: 'Educação' },
];

/** The hero's search bar: opens /search with the words and the chosen kind ('Todas' is left out). */
export function HomeSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('all');
  const queryId = useId();
  const kindId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery('/search', { q: q.trim(), category: kind === 'all' ? undefined : kind }));
  };
  return (
    <form role="search" onSubmit={onSubmit} className="mt-10 grid max-w-3xl gap-2 rounded-xl bg-white p-3 text-slate-900 shadow-lg sm:grid-cols-[1fr_11rem_auto]">
      <div>
        <label htmlFor={queryId} className="sr-only">
          Pesquisar conteúdos
        </label>
        <Input id={queryId} type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Pesquisar artigos, protocolos…" />
      </div>
      <div>
        <label htmlFor={kindId} className="sr-only">
          Tipo de conteúdo
        </label>
        <Select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)}>
          {SEARCH_KINDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <button type="submit" className={buttonVariants()}>
        <Search aria-hidden="true" />
        Pesquisar
      </button>
    </form>
  );
}
