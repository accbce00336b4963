import { useCallback, useId, useRef } from 'react';
import { FieldMessages } from '../../../components/ui/field';
import type { Highlighter } from './highlights';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** A tall writing area (the writer's page). */
  roomy?: boolean;
  /** Marks stretches of the text as it is typed (a case study's privacy review). */
  highlight?: Highlighter;
  /** Completes `@username` (questions and answers: docs/rules/mentions.md). */
  mentions?: boolean;
}

/** The rich-text editor with its label, hint and error, wired like our other fields. */
export function RichTextField({ label, value, onChange, onBlur, error, hint, roomy, highlight, mentions }: RichTextFieldProps) {
  const id = useId();
  const focusEditor = useRef<() => void>(() => {});
  const handleReady = useCallback((focus: () => void) => {
    focusEditor.current = focus;
  }, []);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <div id={`${id}-label`} className="block text-sm font-medium text-slate-800" onClick={() => focusEditor.current()}>
        {label}
      </div>
      <LazyRichTextEditor
        labelId={`${id}-label`}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={Boolean(error)}
        describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onReady={handleReady}
        roomy={roomy}
        highlight={highlight}
        mentions={mentions}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
