import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/input';
import { useCategories } from '../../content/api/get-categories';

/**
 * The category select of the article and protocol forms. Use it controlled (value + onChange) so
 * that a prefilled choice shows once the options arrive.
 */
export function CategorySelect(props: ComponentProps<'select'>) {
  const { data: categories = [], isPending } = useCategories();
  return (
    <Select {...props}>
      <option value="">{isPending ? 'A carregar categorias…' : 'Selecione uma categoria'}</option>
      {categories.map((category) => (
        <option key={category.id} value={String(category.id)}>
          {category.name}
        </option>
      ))}
    </Select>
  );
}
