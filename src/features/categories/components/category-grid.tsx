import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../../content/api/get-categories';
import { CategoryIcon } from '../../content/components/category-icon';

const CATEGORY_SKELETONS = 8;

const resourceLabel = (count: number) => (count === 1 ? '1 recurso' : `${count} recursos`);

/** The specialties, each with its number of articles plus protocols, linking to its articles. */
export function CategoryGrid() {
  const categories = useCategories();
  if (categories.isError) return <p className="text-sm text-red-700">Erro ao carregar as categorias.</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {categories.isPending
        ? Array.from({ length: CATEGORY_SKELETONS }, (_, index) => (
            <li key={index}>
              <Card className="flex h-full flex-col items-center p-5" aria-hidden="true">
                <Skeleton className="size-12 rounded-full" />
                <Skeleton className="mt-3 h-5 w-28" />
                <Skeleton className="mt-2 h-4 w-20" />
              </Card>
            </li>
          ))
        : categories.data.map((category) => (
            <li key={category.id}>
              <Link
                to={`/articles?category=${category.id}`}
                className="group flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
                  <CategoryIcon name={category.icon} className="size-6" />
                </span>
                <span className="mt-3 font-semibold text-slate-900">{category.name}</span>
                <span className="mt-1 text-sm text-slate-600">{resourceLabel(category.resourceCount)}</span>
              </Link>
            </li>
          ))}
    </ul>
  );
}
