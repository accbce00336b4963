import { PRIVACY_REASONS, textOfHtml, unacknowledgedRisks, type FieldFinding, type ReviewedField, findPrivacyRisks } from '#contract/patient-privacy';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Highlighter } from '../../editor/components/highlights';

// The case study's privacy review while it is written (docs/rules/patient-privacy.md): what may
// identify the patient is marked in the text and listed here, each with its reason, the
// replacement one click away and a box to keep it; the Worker asks for the same at publish.

const FIELD_LABELS: Record<ReviewedField, string> = { title: 'Título', summary: 'Resumo', content: 'Conteúdo' };

/** Marks the findings in the editor, each announced with its kind. */
export const markPrivacyRisks: Highlighter = (text) => findPrivacyRisks(text).map((finding) => ({ start: finding.start, end: finding.end, label: `Dado a rever (${PRIVACY_REASONS[finding.kind]}):` }));

/** The findings of the fields as the author types (deferred, so typing stays quick). */
export function usePrivacyFindings(fields: { title?: string; summary?: string; content?: string }, enabled: boolean): FieldFinding[] {
  const title = useDeferredValue(fields.title ?? '');
  const summary = useDeferredValue(fields.summary ?? '');
  const content = useDeferredValue(fields.content ?? '');
  return useMemo(() => (enabled ? unacknowledgedRisks({ title, summary, content: textOfHtml(content) }, []) : []), [enabled, title, summary, content]);
}

/** Text as TipTap writes it inside HTML, to find it there. */
const escapeHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

/** The editor's HTML with a finding's text replaced by its suggestion, or null when it cannot be found there as written. */
export function replacedIn(html: string, finding: FieldFinding): string | null {
  const written = escapeHtmlText(finding.text);
  return html.includes(written) ? html.replace(written, finding.suggestion) : null;
}

/** The findings' texts the author chose to keep ('Manter'), a box each; `clear` after a publish. */
export function useKeptFindings() {
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const keep = (text: string, keeping: boolean) =>
    setKept((current) => {
      const next = new Set(current);
      if (keeping) next.add(text);
      else next.delete(text);
      return next;
    });
  return { kept, keep, clear: () => setKept(new Set()) };
}

/** How many findings are neither replaced nor kept, said on the publish button. */
export const openFindings = (findings: FieldFinding[], kept: ReadonlySet<string>) => findings.filter((finding) => !kept.has(finding.text)).length;

interface PrivacyReviewProps {
  findings: FieldFinding[];
  kept: ReadonlySet<string>;
  onKeep: (text: string, keep: boolean) => void;
  onReplace: (finding: FieldFinding) => void;
}

export function PrivacyReview({ findings, kept, onKeep, onReplace }: PrivacyReviewProps) {
  const open = openFindings(findings, kept);
  return (
    <section aria-labelledby="revisao-privacidade" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <h2 id="revisao-privacidade" className="flex items-center gap-2 font-semibold text-slate-900">
        {open === 0 ? <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" /> : <ShieldAlert className="size-4 text-amber-800" aria-hidden="true" />}
        Revisão de privacidade
      </h2>
      <p role="status" className="mt-1 text-slate-800">
        {findings.length === 0
          ? 'Nada no texto parece identificar o utente.'
          : open === 0
            ? 'Reviu tudo o que foi assinalado.'
            : `${open} ${open === 1 ? 'dado pode' : 'dados podem'} identificar o utente: substitua ou confirme que pode ficar.`}
      </p>
      {findings.length > 0 && (
        <ul className="mt-2 space-y-2">
          {findings.map((finding) => (
            <li key={`${finding.field}-${finding.start}`} className="rounded-md border border-amber-200 bg-white p-2">
              <p>
                <span className="font-medium text-slate-900">«{finding.text}»</span> <span className="text-slate-600">({FIELD_LABELS[finding.field]})</span>
              </p>
              <p className="text-slate-700">{PRIVACY_REASONS[finding.kind]}</p>
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <Button type="button" size="sm" variant="outline" onClick={() => onReplace(finding)}>
                  Substituir por {finding.suggestion}
                </Button>
                <label className="inline-flex items-center gap-2 text-slate-800">
                  <input type="checkbox" checked={kept.has(finding.text)} onChange={(event) => onKeep(finding.text, event.target.checked)} />
                  Manter: não identifica o utente
                </label>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The headings a new case study starts from (the CARE guidelines for case reports), editable like any text. */
const CASE_REPORT_HEADINGS = [
  'Introdução',
  'Informação do cliente (sem dados identificativos)',
  'Avaliação',
  'Cronologia',
  'Intervenção',
  'Resultados e seguimento',
  'Discussão',
  'Perspetiva do cliente',
  'Consentimento',
];
export const CASE_REPORT_TEMPLATE = CASE_REPORT_HEADINGS.map((heading) => `<h2>${heading}</h2><p></p>`).join('');
