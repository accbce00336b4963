import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** docs/rules/screens.md: one toast at a time (a new one replaces the previous), 5,000 ms. */
const TOAST_DURATION = 5000;
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

function dismissToast(): void {
  current = null;
  emit();
}

function useCurrentToast() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/**
 * The notification region: swipe right (50 px) to dismiss; F8 focuses it. `focusOnMount` does what
 * the F8 press that caused this lazily loaded region to mount would have done.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const message = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notificação">
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={cn(
            'grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border p-4 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            message.variant === 'destructive' ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
          <ToastPrimitive.Close aria-label="Fechar notificação" className="row-span-2 rounded p-1 text-slate-600 hover:bg-black/5">
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
          {message.description && <ToastPrimitive.Description className="mt-1 text-sm opacity-90">{message.description}</ToastPrimitive.Description>}
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport ref={viewport} label="Notificações ({hotkey})" className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
