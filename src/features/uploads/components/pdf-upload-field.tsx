import { PDF_TYPE } from '#contract/uploads-types';
import { FileText, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useFileUpload } from '../api/use-file-upload';
import { checkPdfFile } from '../api/validate-file';
import { FileInput } from './file-input';
import { UploadProgress } from './upload-progress';

interface PdfUploadFieldProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/** Uploads a PDF to R2 and hands its URL to the form. */
export function PdfUploadField({ value, onChange, error, onUploadingChange }: PdfUploadFieldProps) {
  const inputId = useId();
  const { upload, progress, isUploading } = useFileUpload('/api/upload-pdf');

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkPdfFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onUploadingChange?.(true);
    try {
      onChange(await upload(file));
      toast({ title: 'Ficheiro carregado', description: 'PDF carregado com sucesso!' });
    } catch (uploadError) {
      const message = uploadError instanceof ApiRequestError ? uploadError.serverMessage : 'Erro ao carregar o ficheiro';
      toast({ title: 'Erro no carregamento', description: message, variant: 'destructive' });
    } finally {
      onUploadingChange?.(false);
    }
  }

  return (
    <div className="space-y-2">
      <Field label="Ficheiro PDF (opcional)" hint="Apenas PDF, até 5 MB." error={error}>
        <FileInput id={inputId} accept={`${PDF_TYPE},.pdf`} onChange={handleChange} disabled={isUploading} />
      </Field>
      {progress !== null && <UploadProgress value={progress} label="A carregar o PDF" />}
      {value && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <FileText className="size-4 text-brand-700" aria-hidden="true" />
          <a href={value} target="_blank" rel="noreferrer" className="text-brand-700 underline underline-offset-2">
            PDF anexado
          </a>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Remover PDF
          </Button>
        </div>
      )}
    </div>
  );
}
