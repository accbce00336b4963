import { type ComponentProps, type KeyboardEvent, type Ref, type SyntheticEvent, useRef } from 'react';
import { Textarea } from '../ui/input';
import { MentionList, partialMention, useMentionCompletion } from './mention-completion';

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
  const completion = useMentionCompletion<{ text: string; start: number }>((member, at) => {
    const field = own.current;
    if (!field) return;
    const written = `@${member.username} `;
    onValueChange(value.slice(0, at.start) + written + value.slice(field.selectionStart));
    const caret = at.start + written.length;
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(caret, caret);
    });
  });

  const setRefs = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const look = (field: HTMLTextAreaElement) => {
    const caret = field.selectionStart;
    const text = partialMention(field.value.slice(0, caret));
    completion.look(text === null ? null : { text, start: caret - text.length - 1 });
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!completion.keyDown(event)) onKeyDown?.(event);
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
          completion.look(null);
          onBlur?.(event);
        }}
        {...completion.fieldAttributes}
      />
      <MentionList {...completion.list} className="inset-x-0 top-full" />
    </div>
  );
}
