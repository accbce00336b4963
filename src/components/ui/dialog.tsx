import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal with a title, focus trapped inside, closed by Escape, the overlay or the X button. When
 * it closes, focus goes back to what had it when it opened: Radix gives it back to a
 * `DialogTrigger` only, and many dialogs are opened from state (a menu item, a row's button).
 */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  // Read once, as the dialog mounts, before Radix moves focus inside it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          // An opener that left the page (its row is gone) leaves focus to Radix.
          if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>}
          </div>
          <DialogPrimitive.Close className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label="Fechar">
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
