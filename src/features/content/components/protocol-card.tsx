import type { Protocol } from '#contract/protocols';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount, formatDate } from '../../../lib/format';

/** 'Protocolo Validado' or 'Recém-adicionado' (SPEC.md section 4). */
export function ProtocolStatusBadge({ isValidated }: { isValidated: boolean }) {
  return isValidated ? (
    <Badge variant="success">Protocolo Validado</Badge>
  ) : (
    <Badge variant="warning">Recém-adicionado</Badge>
  );
}

export function ProtocolCard({ protocol }: { protocol: Protocol }) {
  return (
    <Card className="flex h-full flex-col p-4">
      <div className="flex flex-wrap gap-2">
        <ProtocolStatusBadge isValidated={protocol.isValidated} />
        <Badge>{protocol.category.name}</Badge>
      </div>
      <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link to={`/protocols/${protocol.id}`} className="hover:text-brand-700 hover:underline">
          {protocol.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{protocol.summary}</p>
      <div className="mt-auto flex items-center gap-2 pt-4 text-sm">
        <Avatar user={protocol.author} size={28} />
        <span className="truncate font-medium text-slate-800">{protocol.author.fullName}</span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <time dateTime={protocol.createdAt}>{formatDate(protocol.createdAt)}</time>
        <span>
          {formatCount(protocol.downloads)} {protocol.downloads === 1 ? 'download' : 'downloads'}
        </span>
        <span className="inline-flex items-center gap-1">
          <Heart className="size-3.5" aria-hidden="true" />
          {formatCount(protocol.likes)}
          <span className="sr-only">gostos</span>
        </span>
      </div>
    </Card>
  );
}

/** Same size as a protocol card, shown while the list loads. */
export function ProtocolCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-4" aria-hidden="true">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-36 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="mt-3 h-6 w-4/5" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <div className="mt-auto flex items-center gap-2 pt-4">
        <Skeleton className="size-7 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="mt-2 h-4 w-40" />
    </Card>
  );
}
