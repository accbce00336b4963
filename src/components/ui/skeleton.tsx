import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder of the final size, so nothing shifts when the data arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
