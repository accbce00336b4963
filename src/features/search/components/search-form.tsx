import { SEARCH_KIND_LABELS, SEARCH_KINDS } from '#contract/search-types';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { useCategories } from '../../content/api/get-categories';

interface SearchFormProps {
  q: string;
  category: string;
  onSearch: (q: string, category: string) => void;
}

/** The search box and its category filter; the parent remounts it when the URL changes. */
export function SearchForm({ q, category, onSearch }: SearchFormProps) {
  const [text, setText] = useState(q);
  const [selected, setSelected] = useState(category);
  const categories = useCategories();
  const inputId = useId();
  const selectId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), selected);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Termo de pesquisa
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <Input id={inputId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Artigos, protocolos, eventos, ofertas, colegas…" className="pl-9" />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          Categoria
        </label>
        <Select id={selectId} value={selected} onChange={(event) => setSelected(event.target.value)}>
          <option value="">Todas as categorias</option>
          <optgroup label="Tipo de conteúdo">
            {SEARCH_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SEARCH_KIND_LABELS[kind]}
              </option>
            ))}
          </optgroup>
          {categories.data && (
            <optgroup label="Categoria de artigos e protocolos">
              {categories.data.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          )}
        </Select>
      </div>
      <Button type="submit">
        <Search aria-hidden="true" />
        Pesquisar
      </Button>
    </form>
  );
}
