import type { PublicUserSummary } from '#contract/common-types';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { MemberLink, VerifiedBadge } from '../../../components/ui/member-link';
import { formatDate } from '../../../lib/format';

interface DetailHeaderProps {
  badges: ReactNode;
  title: string;
  author: PublicUserSummary;
  createdAt: string;
  /** Extra facts after the date (reading time, downloads…). */
  meta?: ReactNode;
}

/** Badges, title and byline of an article or protocol page. */
export function DetailHeader({ badges, title, author, createdAt, meta }: DetailHeaderProps) {
  return (
    <header>
      <div className="flex flex-wrap gap-2">{badges}</div>
      <h1 className="mt-4 text-3xl leading-tight font-bold text-balance text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <Avatar user={author} size={40} />
        <div>
          <MemberLink member={author} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
            {author.fullName || 'Autor'}
          </MemberLink>
          <VerifiedBadge member={author} className="ml-2 align-middle" />
          <p className="flex flex-wrap gap-x-3">
            <time dateTime={createdAt}>{formatDate(createdAt)}</time>
            {meta}
          </p>
        </div>
      </div>
    </header>
  );
}

/** The cover image of a detail page (fixed ratio, so the text below never moves). */
export function DetailCover({ imageUrl }: { imageUrl: string | null }) {
  if (!imageUrl) return null;
  return <img src={imageUrl} alt="" width={1200} height={675} decoding="async" className="mt-8 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover" />;
}
