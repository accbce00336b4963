import { cn } from '../../lib/cn';

const PALETTE = ['#0f766e', '#1d4ed8', '#7c3aed', '#be185d', '#b45309', '#047857', '#4338ca', '#9f1239'];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

interface AvatarProps {
  user: { id: number; fullName: string; avatarUrl: string | null };
  size?: number;
  className?: string;
}

/**
 * The member's photo, or a placeholder drawn here from their initials and id (no third-party
 * portrait: nobody is shown with a stranger's face).
 */
export function Avatar({ user, size = 40, className }: AvatarProps) {
  const style = { width: size, height: size };
  if (user.avatarUrl) {
    return <img src={user.avatarUrl} alt="" width={size} height={size} loading="lazy" decoding="async" className={cn('shrink-0 rounded-full bg-slate-200 object-cover', className)} style={style} />;
  }
  const color = PALETTE[user.id % PALETTE.length];
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none', className)}
      style={{ ...style, backgroundColor: color, fontSize: Math.max(11, size * 0.38) }}
    >
      {initials(user.fullName)}
    </span>
  );
}
