import { useEffect, useId, useState } from 'react';
import type { opportunityCreateSchema } from '#contract/opportunities';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type OpportunityForm = UseFormReturn<z.input<typeof opportunityCreateSchema>, unknown, z.output<typeof opportunityCreateSchema>>;

type PayKind = 'range' | 'scale';

const PAY_KINDS: { value: PayKind; label: string }[] = [
  { value: 'range', label: 'Intervalo em euros' },
  { value: 'scale', label: 'Tabela salarial pública' },
];

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The monthly gross pay of a job offer (docs/rules/job-alerts-and-pay.md): a choice between a range
 * in euros and the name of a public pay scale; choosing one empties the other, so only one is sent.
 */
export function PayFields({ form }: { form: OpportunityForm }) {
  const { errors } = form.formState;
  const [salaryMin, salaryMax, salaryText] = useWatch({ control: form.control, name: ['salaryMin', 'salaryMax', 'salaryText'] });
  const [kind, setKind] = useState<PayKind>(() => (filled(form.getValues('salaryText')) ? 'scale' : 'range'));
  const legendId = useId();
  const errorId = useId();

  // A draft or an edited offer brought back: show the choice its values made.
  useEffect(() => {
    if (filled(salaryText) && !filled(salaryMin) && !filled(salaryMax)) setKind('scale');
    else if (!filled(salaryText) && (filled(salaryMin) || filled(salaryMax))) setKind('range');
  }, [salaryMin, salaryMax, salaryText]);

  const choose = (next: PayKind) => {
    setKind(next);
    if (next === 'range') form.setValue('salaryText', '', { shouldDirty: true });
    else {
      form.setValue('salaryMin', '', { shouldDirty: true });
      form.setValue('salaryMax', '', { shouldDirty: true });
    }
  };

  const choiceError = kind === 'range' ? undefined : errors.salaryMin?.message;
  return (
    <fieldset className="space-y-3" aria-describedby={choiceError ? errorId : undefined}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        Vencimento mensal bruto
      </legend>
      <p className="text-xs text-slate-600">Obrigatório: indique um intervalo ou o nome da tabela salarial que se aplica.</p>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-labelledby={legendId}>
        {PAY_KINDS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name="payKind" value={option.value} checked={kind === option.value} onChange={() => choose(option.value)} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      {kind === 'range' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Mínimo (€ por mês)" error={errors.salaryMin?.message} hint="Igual ao máximo se for um valor só.">
            <Input type="number" inputMode="numeric" min={0} max={20000} step={1} {...form.register('salaryMin')} />
          </Field>
          <Field label="Máximo (€ por mês)" error={errors.salaryMax?.message}>
            <Input type="number" inputMode="numeric" min={0} max={20000} step={1} {...form.register('salaryMax')} />
          </Field>
        </div>
      ) : (
        <Field label="Nome da tabela salarial" error={errors.salaryText?.message}>
          <Input placeholder="Tabela salarial da carreira TSDT" {...form.register('salaryText')} />
        </Field>
      )}
      {choiceError && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {choiceError}
        </p>
      )}
    </fieldset>
  );
}
