import { textOfHtml, type FieldFinding } from '#contract/patient-privacy';
import { ANSWER_TEXT_MIN } from '#contract/questions-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { RichTextField } from '../../editor/components/rich-text-field';
import { markPrivacyRisks, openFindings, PrivacyReview, replacedIn, useKeptFindings, usePrivacyFindings } from '../../publishing/components/privacy-review';

export interface AnswerFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the answer with the findings the author kept; a refusal (thrown) is shown and the text stays. */
  onSubmit: (input: { content: string; privacyAcknowledged: string[] }) => Promise<void>;
  onCancel?: () => void;
}

/**
 * An answer written in the rich-text editor, with the privacy review's marks and panel as a case
 * study's (docs/rules/patient-privacy.md): it is sent once every finding is replaced or kept.
 */
export default function AnswerForm({ label, initial = '', submitLabel, pendingLabel, onSubmit, onCancel }: AnswerFormProps) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const { kept, keep, clear: clearKept } = useKeptFindings();
  const findings = usePrivacyFindings({ content }, true);
  const unreviewed = openFindings(findings, kept);
  const replace = (finding: FieldFinding) => {
    const replaced = replacedIn(content, finding);
    if (replaced === null) {
      toast({ title: 'Substitua no texto', description: `Não foi possível substituir «${finding.text}» automaticamente: altere-o na resposta.` });
      return;
    }
    setContent(replaced);
  };

  async function submit() {
    if (textOfHtml(content).length < ANSWER_TEXT_MIN) {
      setError('Escreva a sua resposta.');
      return;
    }
    if (unreviewed > 0) {
      toast({ title: 'Reveja a privacidade', description: 'Há dados que podem identificar o utente: substitua-os ou confirme que podem ficar.', variant: 'destructive' });
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await onSubmit({ content, privacyAcknowledged: [...kept].filter((text) => findings.some((finding) => finding.text === text)) });
      setContent('');
      clearKept();
    } catch (failure) {
      const description = failure instanceof ApiRequestError && failure.status < 500 ? failure.serverMessage : 'Não foi possível enviar a resposta. Tente novamente.';
      setError(failure instanceof ApiRequestError ? failure.errors?.content : undefined);
      toast({ title: 'Erro ao enviar', description, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-4">
      <RichTextField label={label} value={content} onChange={setContent} error={error} highlight={markPrivacyRisks} mentions hint="Não escreva nada que identifique o utente." />
      {findings.length > 0 && <PrivacyReview findings={findings} kept={kept} onKeep={keep} onReplace={replace} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Cancelar
          </Button>
        )}
        <Button onClick={() => void submit()} disabled={sending}>
          {sending ? pendingLabel : submitLabel}
          {unreviewed > 0 && ` (${unreviewed} por rever)`}
        </Button>
      </div>
    </div>
  );
}
