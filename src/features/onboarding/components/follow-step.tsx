import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../../content/api/get-categories';
import { CategoryIcon } from '../../content/components/category-icon';
import { FollowButton } from '../../content/components/follow-button';
import { useSuggestedColleagues } from '../api/suggested-colleagues';
import { StepActions, type StepProps } from './step-actions';

/** The specialty categories and a few colleagues who publish, each with the portal's own 'Seguir'. */
export function FollowStep({ user, ...actions }: StepProps) {
  const categories = useCategories();
  const suggested = useSuggestedColleagues(user);
  return (
    <div className="space-y-8">
      <section aria-labelledby="seguir-especialidades">
        <h3 id="seguir-especialidades" className="font-semibold text-slate-900">
          Especialidades
        </h3>
        {categories.isPending ? (
          <Skeleton className="mt-3 h-32 w-full" />
        ) : categories.isError ? (
          <p className="mt-3 text-sm text-slate-700">Não foi possível carregar as especialidades.</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {categories.data.map((category) => (
              <li key={category.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
                <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900">
                  <CategoryIcon name={category.icon} className="size-4 shrink-0 text-brand-700" />
                  <span className="truncate">{category.name}</span>
                </span>
                <FollowButton target={{ categoryId: category.id }} name={`a categoria ${category.name}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="seguir-colegas">
        <h3 id="seguir-colegas" className="font-semibold text-slate-900">
          Colegas que publicaram há pouco
        </h3>
        {suggested.isPending ? (
          <Skeleton className="mt-3 h-24 w-full" />
        ) : suggested.colleagues.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">Ainda não há colegas a sugerir. Encontre-os na comunidade, quando quiser.</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {suggested.colleagues.map((colleague) => (
              <li key={colleague.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2">
                <span className="flex min-w-0 items-center gap-3">
                  <Avatar user={colleague} size={40} />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{colleague.fullName}</span>
                    <span className="block truncate text-xs text-slate-600">{colleague.specialty || 'Terapeuta ocupacional'}</span>
                  </span>
                </span>
                <FollowButton target={{ userId: colleague.id }} name={colleague.fullName} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <StepActions {...actions} />
    </div>
  );
}
