import { IMAGE_TYPES } from '#contract/uploads-types';
import { ImageOff } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { resizeImage } from '../api/resize-image';
import { useFileUpload, type UploadEndpoint } from '../api/use-file-upload';
import { checkImageFile } from '../api/validate-file';
import { FileInput } from './file-input';
import { UploadProgress } from './upload-progress';

/** How a content cover image (article, protocol, event) is uploaded: the endpoint, the hint and the resize. */
export const COVER_IMAGE_UPLOAD = { endpoint: '/api/upload-image', hint: 'JPG, PNG, GIF ou WebP, até 2 MB.', maxSide: 1600 } as const;

interface ImageUploadFieldProps {
  label: string;
  hint?: string;
  endpoint: Extract<UploadEndpoint, '/api/upload-avatar' | '/api/upload-image'>;
  /** The uploaded image's URL (`/api/files/…`), or empty. */
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** Longest side after resizing in the browser. */
  maxSide: number;
  successToast: { title: string; description: string };
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/** Checks, resizes and uploads an image, then hands its URL to the form. */
export function ImageUploadField({ label, hint, endpoint, value, onChange, maxSide, successToast, error, onUploadingChange }: ImageUploadFieldProps) {
  const inputId = useId();
  const { upload, progress, isUploading } = useFileUpload(endpoint);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onUploadingChange?.(true);
    try {
      const resized = await resizeImage(file, maxSide);
      const extension = resized.type.split('/')[1] ?? 'img';
      const url = await upload(resized, `${file.name.replace(/\.[^.]+$/, '')}.${extension}`);
      onChange(url);
      toast(successToast);
    } catch (uploadError) {
      // docs/rules/screens.md's text; the server's reason (type, size) is logged for whoever investigates.
      console.error('Falha ao carregar a imagem', uploadError instanceof ApiRequestError ? uploadError.message : uploadError);
      toast({ title: 'Erro no carregamento', description: 'Não foi possível carregar a imagem', variant: 'destructive' });
    } finally {
      onUploadingChange?.(false);
    }
  }

  return (
    <div className="space-y-2">
      <Field label={label} hint={hint} error={error}>
        <FileInput id={inputId} accept={IMAGE_TYPES.join(',')} onChange={handleChange} disabled={isUploading} />
      </Field>
      {progress !== null && <UploadProgress value={progress} label="A carregar a imagem" />}
      {value && (
        <div className="flex items-center gap-3">
          <img src={value} alt="Pré-visualização da imagem carregada" width={96} height={64} loading="lazy" className="h-16 w-24 rounded-md border border-slate-200 object-cover" />
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <ImageOff aria-hidden="true" />
            Remover imagem
          </Button>
        </div>
      )}
    </div>
  );
}
