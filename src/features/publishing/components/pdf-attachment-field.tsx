import { PDF_TYPE } from '#contract/uploads-types';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useFileUpload } from '../../uploads/api/use-file-upload';
import { checkPdfFile } from '../../uploads/api/validate-file';
import { FileInput } from '../../uploads/components/file-input';
import { UploadProgress } from '../../uploads/components/upload-progress';

/** "850 KB", "1,2 MB": a file's size as the page says it. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** The size of an uploaded file, read from its headers (a PDF attached before this visit to the page). */
function useStoredFileSize(url: string | null, known: number | null) {
  return useQuery({
    queryKey: ['file-size', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(url!, { method: 'HEAD', credentials: 'same-origin', signal });
      const length = Number(response.headers.get('Content-Length'));
      return response.ok && Number.isFinite(length) && length > 0 ? length : null;
    },
    enabled: url !== null && known === null,
    staleTime: Infinity,
  });
}

interface PdfAttachmentFieldProps {
  url: string | null;
  /** The file's name as the author chose it (null when unknown: a PDF attached before). */
  name: string | null;
  onChange: (attachment: { url: string; name: string } | null) => void;
  error?: string;
  onUploadingChange: (uploading: boolean) => void;
}

/** The PDF of an article or a protocol: uploaded at once, then shown with its name, its size and a link to open it. */
export function PdfAttachmentField({ url, name, onChange, error, onUploadingChange }: PdfAttachmentFieldProps) {
  const inputId = useId();
  const { upload, progress, isUploading } = useFileUpload('/api/upload-pdf');
  const [uploaded, setUploaded] = useState<{ url: string; size: number } | null>(null);
  const knownSize = uploaded && uploaded.url === url ? uploaded.size : null;
  const storedSize = useStoredFileSize(url, knownSize);
  const size = knownSize ?? storedSize.data ?? null;

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
    onUploadingChange(true);
    try {
      const newUrl = await upload(file);
      setUploaded({ url: newUrl, size: file.size });
      onChange({ url: newUrl, name: file.name });
      toast({ title: 'Ficheiro carregado', description: 'PDF carregado com sucesso!' });
    } catch (uploadError) {
      const message = uploadError instanceof ApiRequestError ? uploadError.serverMessage : 'Erro ao carregar o ficheiro';
      toast({ title: 'Erro no carregamento', description: message, variant: 'destructive' });
    } finally {
      onUploadingChange(false);
    }
  }

  return (
    <div className="space-y-2">
      <Field label="Ficheiro PDF (opcional)" hint="Apenas PDF, até 5 MB. O autor, o programa e outros metadados do ficheiro são removidos." error={error}>
        <FileInput id={inputId} accept={`${PDF_TYPE},.pdf`} onChange={handleChange} disabled={isUploading} />
      </Field>
      {progress !== null && <UploadProgress value={progress} label="A carregar o PDF" />}
      {url && (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900" title={name ?? undefined}>
              {name ?? 'Documento PDF'}
            </p>
            <p className="text-slate-600">{size === null ? 'PDF anexado' : `PDF · ${formatFileSize(size)}`}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3">
              <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-2">
                <ExternalLink className="size-3.5" aria-hidden="true" />
                Abrir o PDF
              </a>
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                <X aria-hidden="true" />
                Remover PDF
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
