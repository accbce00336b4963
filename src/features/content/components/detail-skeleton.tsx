import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of an article or protocol page while it loads. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        A carregar…
      </span>
      <div className="flex gap-2">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-10 w-4/5" />
      <div className="mt-5 flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-56" />
      </div>
      <Skeleton className="mt-8 aspect-[16/9] w-full rounded-xl" />
      <Skeleton className="mt-6 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-11/12" />
      <Skeleton className="mt-2 h-5 w-3/4" />
    </div>
  );
}
