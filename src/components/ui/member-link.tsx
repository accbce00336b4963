import { isRemovedMember, REMOVED_MEMBER_NAME } from '#contract/users-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A member's name as a link to their profile; what a deleted member kept shows 'Membro removido', with no link. */
export function MemberLink({ member, className, children }: { member: { id: number; username: string }; className: string; children: ReactNode }) {
  if (isRemovedMember(member)) return <span className={className}>{REMOVED_MEMBER_NAME}</span>;
  return (
    <Link to={`/members/${member.id}`} className={className}>
      {children}
    </Link>
  );
}
