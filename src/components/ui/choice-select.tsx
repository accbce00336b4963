import type { ComponentProps } from 'react';
import { Select } from './input';

// Apart from input.tsx, which the home page's search loads: only the account forms use it.
interface ChoiceSelectProps extends ComponentProps<'select'> {
  /** The first option, whose value is '' (no choice). */
  emptyLabel: string;
  /** The choices, each its own label and value. */
  choices: readonly string[];
}

/** A select of words (a region, a specialty) after an empty first choice. */
export function ChoiceSelect({ emptyLabel, choices, ...props }: ChoiceSelectProps) {
  return (
    <Select {...props}>
      <option value="">{emptyLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </Select>
  );
}
