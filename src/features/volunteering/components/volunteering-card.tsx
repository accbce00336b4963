import type { Volunteering } from '#contract/volunteering';
import { HandHeart, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, isExpired } from '../../../lib/format';

export function VolunteeringCard({ offer }: { offer: Volunteering }) {
  const expired = isExpired(offer.expiresAt);
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {expired ? <Badge variant="danger">Expirado</Badge> : <Badge variant="success">Ativo</Badge>}
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link to={`/voluntariado/${offer.id}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none">
          {offer.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-2 text-sm text-slate-600">{offer.description}</p>
      <div className="mt-auto space-y-1.5 pt-4 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <HandHeart className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {offer.organization}
        </p>
        <p className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {offer.location}
        </p>
        <p className="text-xs text-slate-600">Publicado a {formatDate(offer.createdAt)}</p>
      </div>
    </Card>
  );
}

export function VolunteeringCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5">
      <Skeleton className="mb-3 h-5 w-16 rounded-full" />
      <Skeleton className="h-6 w-4/5" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-1 h-4 w-2/3" />
      <div className="mt-auto space-y-2 pt-4">
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-3 w-32" />
      </div>
    </Card>
  );
}
