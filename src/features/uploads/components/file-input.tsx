import { useRef, useState, type ChangeEvent, type ComponentProps } from 'react';
import { buttonVariants } from '../../../components/ui/button-variants';
import { cn } from '../../../lib/cn';

/**
 * A file input in Portuguese (docs/rules/language-and-search.md): the native input, which keeps the field's
 * label, the keyboard and the screen reader's name, is visually hidden, and our own button and text
 * say "Escolher ficheiro" and the chosen file's name where a browser would say "Choose File" and
 * "No file chosen" in its own language.
 */
export function FileInput({ className, onChange, disabled, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(event.target.files?.[0]?.name ?? null);
    onChange?.(event);
  };

  return (
    <div className={cn('flex min-w-0 items-center gap-3', disabled && 'opacity-60', className)}>
      <input ref={input} type="file" className="peer sr-only" onChange={handleChange} disabled={disabled} {...props} />
      {/* The input itself is the control (focus, keyboard, name); this only shows it, and passes on a click. */}
      <span
        aria-hidden="true"
        onClick={() => {
          if (!disabled) input.current?.click();
        }}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
          disabled && 'cursor-not-allowed',
        )}
      >
        Escolher ficheiro
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-sm text-slate-700">
        {chosen ?? 'Nenhum ficheiro selecionado'}
      </span>
    </div>
  );
}
