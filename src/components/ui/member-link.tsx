import { isRemovedMember, REMOVED_MEMBER_NAME } from '#contract/users-types';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A member's name as a link to their profile; what a deleted member kept shows 'Membro removido', with no link. */
export function MemberLink({ member, className, children }: { member: { id: number; username: string }; className: string; children: ReactNode }) {
  if (isRemovedMember(member)) return <span className={className}>{REMOVED_MEMBER_NAME}</span>;
  return (
    <Link to={`/members/${member.id}`} className={className}>
      {children}
    </Link>
  );
}

// Beside the member's link: one module, so that the pages that show members need no chunk of its own for it.
/** The badge's words, written here rather than in worker/contract/: importing a contract module here would split zod from it into a chunk of its own (decision 060). */
const VERIFIED_OT_LABEL = 'TO verificado';
/**
 * 'TO verificado' (docs/rules/trust.md): a moderator checked the member's licence number. The
 * check icon with its words, or, `iconOnly` where room is short (a card's one-line name), the icon
 * alone named for screen readers (`role="img"` and `aria-label`) and for the pointer (`title`).
 * Nothing for a member who is not verified.
 */
export function VerifiedBadge({ member, iconOnly = false, className }: { member: { verifiedOt?: boolean }; iconOnly?: boolean; className?: string }) {
  if (!member.verifiedOt) return null;
  if (iconOnly) {
    return (
      <span role="img" aria-label={VERIFIED_OT_LABEL} title={VERIFIED_OT_LABEL} className={cn('inline-flex shrink-0 text-emerald-700', className)}>
        <BadgeCheck className="size-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span title={VERIFIED_OT_LABEL} className={cn('inline-flex shrink-0 items-center gap-1 text-xs font-medium text-emerald-800', className)}>
      <BadgeCheck className="size-4 text-emerald-700" aria-hidden="true" />
      {VERIFIED_OT_LABEL}
    </span>
  );
}
