import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The profile's shape while the session check runs. */
export function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        A carregar o perfil…
      </span>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Skeleton className="mx-auto size-24 rounded-full sm:mx-0" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-12 w-full" />
          </div>
          <div className="flex flex-col gap-2 sm:w-44">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      </Card>
      <Skeleton className="h-10 w-full max-w-lg" />
      <PublicationSkeletons />
    </div>
  );
}

export function PublicationSkeletons({ count = 2 }: { count?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-29 w-full rounded-xl sm:h-44" />
      ))}
    </div>
  );
}
