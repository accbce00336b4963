import { DUE_DATE_INVALID, EVIDENCE_LEVEL_INVALID, EVIDENCE_LEVEL_MEANINGS, isReviewDueDate, REVIEW_EVIDENCE_LEVELS, REVIEW_MAX_YEARS_AHEAD, reviewDueBounds } from '#contract/protocol-review-types';
import type { Protocol } from '#contract/protocols-types';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useReviewProtocol } from '../api/review-protocol';

// The browser's own modal <dialog> (focus kept inside, Escape closes it) and the contract's zod-free
// checks (protocol-review-types.ts): the dialog's chunk shares no module with the other screens
// (neither the Radix dialog nor zod nor moderation-types.ts), since every chunk shared between
// screens adds to the lists of chunks in the home page's JavaScript (decision 060). The API checks
// the same with its schema.

/** A year from today: the due date the form suggests. */
const inAYear = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/** The review: a level of evidence 1 to 5, each with its meaning, and the date of the next review. */
export default function ReviewProtocolDialog({ protocol, onClose }: { protocol: Protocol; onClose: () => void }) {
  const review = useReviewProtocol(protocol.id);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [level, setLevel] = useState(protocol.review?.evidenceLevel ?? 0);
  const [dueAt, setDueAt] = useState(inAYear);
  const [errors, setErrors] = useState<{ level?: string; dueAt?: string }>({});
  const { first, last } = reviewDueBounds();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { level: level >= 1 && level <= 5 ? undefined : EVIDENCE_LEVEL_INVALID, dueAt: isReviewDueDate(dueAt) ? undefined : DUE_DATE_INVALID };
    setErrors(found);
    if (found.level || found.dueAt) return;
    try {
      await review.mutateAsync({ evidenceLevel: level, reviewDueAt: dueAt });
      toast({ title: 'Protocolo validado', description: `Nível de evidência ${level}.` });
      onClose();
    } catch (error) {
      toast({ title: 'Erro ao rever o protocolo', description: error instanceof ApiRequestError ? error.serverMessage : 'Não foi possível contactar o servidor.', variant: 'destructive' });
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="m-auto max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-2xl overflow-y-auto rounded-xl bg-white p-5 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            Rever protocolo
          </h2>
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
            Atribua o nível de evidência segundo a escala de Oxford (CEBM) e a data da próxima revisão.{' '}
            <Link to="/how-it-works#niveis-de-evidencia" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              O que significa cada nível
            </Link>
          </p>
        </div>
        <button type="button" onClick={onClose} className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label="Fechar">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <fieldset aria-describedby={errors.level ? `${id}-level-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Nível de evidência</legend>
          <div className="mt-2 space-y-2">
            {REVIEW_EVIDENCE_LEVELS.map((option) => (
              <label key={option} className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="evidenceLevel" value={option} checked={level === option} onChange={() => setLevel(option)} className="mt-0.5 size-4 shrink-0 accent-brand-700" />
                <span>
                  <strong className="text-slate-900">Nível {option}</strong>
                  <span className="block text-slate-700">{EVIDENCE_LEVEL_MEANINGS[option]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.level && (
            <p id={`${id}-level-error`} className="mt-1.5 text-sm text-red-700" role="alert">
              {errors.level}
            </p>
          )}
        </fieldset>
        <Field label="Próxima revisão" hint={`Uma data futura, no máximo a ${REVIEW_MAX_YEARS_AHEAD} anos.`} error={errors.dueAt}>
          <Input type="date" min={first} max={last} value={dueAt} onChange={(event) => setDueAt(event.target.value)} className="sm:w-56" />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={review.isPending}>
            {review.isPending ? 'A validar…' : 'Validar protocolo'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
