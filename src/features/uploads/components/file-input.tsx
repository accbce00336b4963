import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** A native file input styled like our buttons (keyboard and screen-reader friendly as it is). */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
