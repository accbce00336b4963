import type { PublicUser } from '#contract/users-types';
import { type CSSProperties, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useMentionCandidates } from './mention-candidates';

/** The partial `@name` just before the caret: not after a letter, digit, '.', '_', '-' or '@' (an e-mail address). */
const PARTIAL_MENTION = /(?:^|[^\p{L}\p{N}._@-])@([a-z0-9._-]{0,30})$/iu;

/** The letters typed after an '@' that ends `textBeforeCaret` (possibly none), or null when the caret is not in a mention. */
export function partialMention(textBeforeCaret: string): string | null {
  return PARTIAL_MENTION.exec(textBeforeCaret)?.[1] ?? null;
}

/** The keys of an open list, as both the textarea's and the editor's keyboard events carry them. */
interface ListKeyEvent {
  key: string;
  preventDefault: () => void;
  stopPropagation: () => void;
}

/**
 * The `@username` completion of a field (docs/rules/mentions.md), whatever the field: it says where
 * the partial name is (`look`, with the field's own idea of a place, `At`), and writes the chosen
 * member there (`write`). Answers the members to list, the keys' handling and the ARIA attributes
 * the field carries, so the comment textarea and the rich-text editor complete alike.
 */
export function useMentionCompletion<At extends { text: string }>(write: (member: PublicUser, at: At) => void) {
  const [at, setAt] = useState<At | null>(null);
  const [active, setActive] = useState(0);
  const candidates = useMentionCandidates(at?.text ?? null);
  const members = at && at.text.length >= 2 ? (candidates.data ?? []) : [];
  const open = members.length > 0;
  const current = Math.min(active, members.length - 1);
  const listId = useId();

  /** Where the partial name now is (null: the caret is not after one). */
  const look = (next: At | null) => {
    setAt(next);
    setActive(0);
  };

  const pick = (member: PublicUser) => {
    if (!at) return;
    setAt(null);
    write(member, at);
  };

  /** A key pressed in the field: true when it was the open list's (the field must then ignore it). */
  const keyDown = (event: ListKeyEvent): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current + (event.key === 'ArrowDown' ? 1 : members.length - 1)) % members.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(members[current]!);
      return true;
    }
    if (event.key === 'Escape') {
      // Closes the list only (not a dialog the field is in).
      event.preventDefault();
      event.stopPropagation();
      setAt(null);
      return true;
    }
    return false;
  };

  return {
    at,
    look,
    keyDown,
    /** The field's attributes: it owns the list and names the chosen option. */
    fieldAttributes: {
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? `${listId}-${current}` : undefined,
    } as const,
    list: { id: listId, members, current, onPick: pick },
  };
}

interface MentionListProps {
  id: string;
  members: PublicUser[];
  current: number;
  onPick: (member: PublicUser) => void;
  /** Where the list is drawn, against the field's positioned wrapper. */
  className?: string;
  style?: CSSProperties;
}

/** The members a partial `@name` finds, as a listbox, and a polite status saying how many. */
export function MentionList({ id, members, current, onPick, className, style }: MentionListProps) {
  return (
    <>
      {members.length > 0 && (
        <ul
          id={id}
          role="listbox"
          aria-label="Membros a mencionar"
          style={style}
          className={cn('absolute z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg', className)}
        >
          {members.map((member, index) => (
            <li
              key={member.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === current}
              // Before the field's blur, so the choice is made while the list is there.
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(member);
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
        {members.length > 0 ? `${members.length === 1 ? '1 membro encontrado' : `${members.length} membros encontrados`}: use as setas e Enter para escolher.` : ''}
      </p>
    </>
  );
}
