// What a moderator's review of a protocol may set (docs/rules/trust.md), zod-free: the review
// dialog (its own chunk, sharing nothing with the writer's) and the API's schema check the same.

/** Oxford CEBM levels of evidence, 1 (strongest) to 5 (`EVIDENCE_LEVELS` of moderation-types.ts, which the dialog does not import: see it). */
export const REVIEW_EVIDENCE_LEVELS = [1, 2, 3, 4, 5] as const;

/** How far ahead a review may set the next one: five years. */
export const REVIEW_MAX_YEARS_AHEAD = 5;

export const EVIDENCE_LEVEL_INVALID = 'Escolha um nível de evidência de 1 a 5.';
export const DUE_DATE_INVALID = `Indique a data da próxima revisão: uma data futura, no máximo a ${REVIEW_MAX_YEARS_AHEAD} anos.`;

/** A day as `YYYY-MM-DD` (UTC). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last dates a review may set for the next one, `YYYY-MM-DD`: tomorrow, and the same day five years ahead. */
export function reviewDueBounds(now = new Date()): { first: string; last: string } {
  const last = new Date(now);
  last.setUTCFullYear(last.getUTCFullYear() + REVIEW_MAX_YEARS_AHEAD);
  return { first: isoDay(new Date(now.getTime() + 86_400_000)), last: isoDay(last) };
}

/** Whether `value` is a real calendar date, `YYYY-MM-DD`, within `reviewDueBounds` (the form and the API ask the same). */
export function isReviewDueDate(value: string, now = new Date()): boolean {
  const { first, last } = reviewDueBounds(now);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value && value >= first && value <= last;
}

/** `POST /api/protocols/{id}/review`'s body. */
export interface ProtocolReviewInput {
  evidenceLevel: number;
  /** A future date, `YYYY-MM-DD`, at most `REVIEW_MAX_YEARS_AHEAD` years ahead. */
  reviewDueAt: string;
}

/**
 * What each Oxford CEBM level of evidence (2011, for the benefits of an intervention) means, in
 * plain words: the page `/how-it-works#niveis-de-evidencia` and the review dialog show them.
 */
export const EVIDENCE_LEVEL_MEANINGS: Record<(typeof REVIEW_EVIDENCE_LEVELS)[number], string> = {
  1: 'Revisão sistemática de ensaios clínicos aleatorizados (ou de ensaios n-de-1).',
  2: 'Um ensaio clínico aleatorizado, ou um estudo observacional com um efeito muito marcado.',
  3: 'Estudo controlado não aleatorizado, por exemplo um estudo de coorte ou de seguimento.',
  4: 'Séries de casos, estudos caso-controlo ou estudos com controlos históricos.',
  5: 'Raciocínio baseado nos mecanismos da intervenção ou na opinião de peritos.',
};
