import type { Category } from '#contract/categories-types';
import { useId } from 'react';
import { Select } from '../../../components/ui/input';
import { findCategory, useCategories } from '../api/get-categories';
import { FollowButton } from './follow-button';

interface CategoryFilterProps {
  categories: Category[] | undefined;
  /** The chosen category, or undefined for all of them. */
  selected: Category | undefined;
  /** The chosen category's id, or undefined for 'Todas as categorias'. */
  onChange: (categoryId: string | undefined) => void;
}

/** The 'Categoria' select of the articles and protocols lists. */
export function CategoryFilter({ categories, selected, onChange }: CategoryFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        Categoria
      </label>
      <Select id={id} value={selected ? String(selected.id) : 'all'} onChange={(event) => onChange(event.target.value === 'all' ? undefined : event.target.value)} className="lg:w-auto lg:min-w-56">
        <option value="all">Todas as categorias</option>
        {categories?.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </Select>
      {selected && <FollowButton target={{ categoryId: selected.id }} name={`a categoria ${selected.name}`} />}
    </div>
  );
}

/**
 * The category a list's `category` parameter names: an id, or a name as docs/rules/screens.md's home links give
 * it. `waiting` while a name cannot be resolved yet (the categories have not arrived).
 */
export function useCategoryParam(value: string | null) {
  const categories = useCategories();
  const category = findCategory(categories.data, value);
  return { categories: categories.data, category, waiting: Boolean(value) && !category && categories.isPending };
}
