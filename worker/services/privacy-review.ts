import { PRIVACY_REVIEW_REQUIRED, unacknowledgedRisks, type ReviewedField } from '#contract/patient-privacy';
import { HttpError } from '../lib/errors';

/**
 * The privacy review at publish (docs/rules/patient-privacy.md): what in the fields may identify a
 * patient must be replaced or acknowledged, finding by finding, or the request is refused with 422
 * and the findings, and nothing is written. Answers the acknowledgements to store (JSON): those of
 * the findings still in the text. Case studies, clinical questions and their answers go through it.
 */
export function reviewPrivacy(fields: Partial<Record<ReviewedField, string>>, acknowledged: readonly string[]): string {
  const findings = unacknowledgedRisks(fields, []);
  const acknowledgedTexts = new Set(acknowledged);
  const open = findings.filter((finding) => !acknowledgedTexts.has(finding.text));
  if (open.length > 0) throw new HttpError(422, PRIVACY_REVIEW_REQUIRED, undefined, { findings: open });
  const found = new Set(findings.map((finding) => finding.text));
  return JSON.stringify([...acknowledgedTexts].filter((text) => found.has(text)));
}
