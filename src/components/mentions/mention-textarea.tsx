import type { PublicUser } from '#contract/users-types';
import { type ComponentProps, type KeyboardEvent, type Ref, type SyntheticEvent, useId, useRef, useState } from 'react';
import { Textarea } from '../ui/input';
import { useMentionCandidates } from './mention-candidates';

/** The partial `@name` just before the caret: not after a letter, digit, '.', '_', '-' or '@' (an e-mail address). */
const PARTIAL_MENTION = /(?:^|[^\p{L}\p{N}._@-])@([a-z0-9._-]{0,30})$/iu;

type MentionTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A textarea that completes `@username` (docs/rules/mentions.md): typing '@' and two letters of a
 * member's name or username lists up to six members; the arrows choose, Enter or Tab writes the
 * username, Escape closes the list. The list is announced (aria-activedescendant, a polite status)
 * and works with the mouse or a finger too.
 */
export function MentionTextarea({ value, onValueChange, ref, onKeyDown, onBlur, ...props }: MentionTextareaProps) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [partial, setPartial] = useState<{ text: string; start: number } | null>(null);
  const [active, setActive] = useState(0);
  const candidates = useMentionCandidates(partial?.text ?? null);
  const members = partial && partial.text.length >= 2 ? (candidates.data ?? []) : [];
  const open = members.length > 0;
  const current = Math.min(active, members.length - 1);
  const listId = useId();

  const setRefs = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const look = (field: HTMLTextAreaElement) => {
    const caret = field.selectionStart;
    const match = PARTIAL_MENTION.exec(field.value.slice(0, caret));
    setPartial(match ? { text: match[1]!, start: caret - match[1]!.length - 1 } : null);
    setActive(0);
  };

  const pick = (member: PublicUser) => {
    const field = own.current;
    if (!field || !partial) return;
    const written = `@${member.username} `;
    onValueChange(value.slice(0, partial.start) + written + value.slice(field.selectionStart));
    setPartial(null);
    const caret = partial.start + written.length;
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(caret, caret);
    });
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((current + (event.key === 'ArrowDown' ? 1 : members.length - 1)) % members.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(members[current]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only (not a dialog the field is in).
        event.preventDefault();
        event.stopPropagation();
        setPartial(null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const moved = (event: SyntheticEvent<HTMLTextAreaElement>) => look(event.currentTarget);

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={setRefs}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          look(event.target);
        }}
        onKeyDown={keyDown}
        onKeyUp={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') moved(event);
        }}
        onClick={moved}
        onBlur={(event) => {
          setPartial(null);
          onBlur?.(event);
        }}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Membros a mencionar"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {members.map((member, index) => (
            <li
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              // Before the field's blur, so the choice is made while the list is there.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
              className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${index === current ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
            >
              <span className="font-medium">{member.fullName}</span>
              <span className="text-slate-600">@{member.username}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {open ? `${members.length === 1 ? '1 membro encontrado' : `${members.length} membros encontrados`}: use as setas e Enter para escolher.` : ''}
      </p>
    </div>
  );
}
