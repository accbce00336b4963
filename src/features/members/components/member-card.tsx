import type { PublicUser } from '#contract/users-types';
import { FileText, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

export const DEFAULT_SPECIALTY = 'Terapeuta ocupacional';
export const DEFAULT_LOCATION = 'Portugal';

type MemberCardData = Pick<PublicUser, 'id' | 'fullName' | 'avatarUrl' | 'specialty' | 'location'> & { articleCount?: number };

function articleCountLabel(count: number): string {
  return count === 1 ? '1 artigo' : `${count} artigos`;
}

/**
 * A member of the directory: avatar, name (and `badge`, the directory's 'TO verificado'), specialty, location, articles; the whole card follows the
 * name's link to the profile. On a phone it is one compact row of one height (avatar beside the text,
 * each line cut with an ellipsis), from 640 px a centred column.
 */
export function MemberCard({ member, badge }: { member: MemberCardData; badge?: ReactNode }) {
  return (
    <Card className="link-card flex h-full items-center gap-3 p-3 sm:flex-col sm:p-5 sm:text-center">
      <Avatar user={member} size={56} />
      <div className="flex min-w-0 flex-1 flex-col sm:w-full sm:items-center">
        <h3 className="truncate text-base font-semibold text-slate-900 sm:whitespace-normal">
          <Link to={`/members/${member.id}`}>{member.fullName}</Link>
          {badge}
        </h3>
        <p className="mt-0.5 truncate text-sm text-brand-800 sm:whitespace-normal">{member.specialty || DEFAULT_SPECIALTY}</p>
        <div className="mt-1 flex gap-x-4 text-sm whitespace-nowrap text-slate-600 sm:mt-auto sm:flex-wrap sm:justify-center sm:pt-3">
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{member.location || DEFAULT_LOCATION}</span>
          </span>
          {member.articleCount !== undefined && (
            <span className="inline-flex shrink-0 items-center gap-1">
              <FileText className="size-4" aria-hidden="true" />
              {articleCountLabel(member.articleCount)}
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}

/** Same size as a MemberCard (on a phone, exactly), so nothing shifts when the members arrive. */
export function MemberCardSkeleton() {
  return (
    <Card className="flex h-full items-center gap-3 p-3 sm:flex-col sm:p-5">
      <Skeleton className="size-14 shrink-0 rounded-full" />
      {/* As tall as the card's three lines of text (70 px) on a phone. */}
      <div className="flex h-[70px] flex-1 flex-col justify-between py-1 sm:h-auto sm:items-center sm:gap-2">
        <Skeleton className="h-4 w-36" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-40" />
      </div>
    </Card>
  );
}
