import { MODERATION_TEXT_MAX } from '#contract/moderation-types';
import { Textarea } from '../../../components/ui/input';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint: string;
  required?: boolean;
}

/**
 * A report's details or a moderator's reason: a labelled textarea with its hint and error. (Not the
 * forms' `Field`: sharing it would split it into a chunk of its own that the app's first script
 * names, and the home page's budget has no room for that name.)
 */
export function TextField({ id, label, value, onChange, error, hint, required }: TextFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        maxLength={MODERATION_TEXT_MAX}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
