import type { PublicUser } from '#contract/users-types';
import { FileText, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

export const DEFAULT_SPECIALTY = 'Terapeuta Ocupacional';
export const DEFAULT_LOCATION = 'Portugal';

type MemberCardData = Pick<PublicUser, 'id' | 'fullName' | 'avatarUrl' | 'specialty' | 'location'> & { articleCount?: number };

export function articleCountLabel(count: number): string {
  return count === 1 ? '1 artigo' : `${count} artigos`;
}

/** A member of the directory: avatar, name (link to the profile), specialty, location, articles. */
export function MemberCard({ member }: { member: MemberCardData }) {
  return (
    <Card className="flex h-full flex-col items-center gap-3 p-5 text-center">
      <Avatar user={member} size={72} />
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={`/members/${member.id}`} className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
            {member.fullName}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-brand-800">{member.specialty || DEFAULT_SPECIALTY}</p>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {member.location || DEFAULT_LOCATION}
        </span>
        {member.articleCount !== undefined && (
          <span className="inline-flex items-center gap-1">
            <FileText className="size-4" aria-hidden="true" />
            {articleCountLabel(member.articleCount)}
          </span>
        )}
      </div>
    </Card>
  );
}

/** Same size as a MemberCard, so nothing shifts when the members arrive. */
export function MemberCardSkeleton() {
  return (
    <Card className="flex h-full flex-col items-center gap-3 p-5">
      <Skeleton className="size-[72px] rounded-full" />
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-auto h-4 w-40" />
    </Card>
  );
}
