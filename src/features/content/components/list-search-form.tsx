import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

interface ListSearchFormProps {
  /** The search in the URL; the field follows it when it changes (back button, clear). */
  value: string;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
}

/** A text search submitted with its button (server-side `q`). */
export function ListSearchForm({ value, label, placeholder, onSearch }: ListSearchFormProps) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={onSubmit} className="flex flex-1 gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder} className="flex-1" />
      <Button type="submit">
        <Search aria-hidden="true" />
        Pesquisar
      </Button>
    </form>
  );
}
