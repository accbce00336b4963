import { Controller, type Control, type Path } from 'react-hook-form';
import { PdfUploadField } from '../../uploads/components/pdf-upload-field';
import { CoverImageField, type WithCoverImage } from './cover-image-field';

/** A form with a cover image and a PDF: each an uploaded file's URL, or null. */
interface WithAttachments extends WithCoverImage {
  pdfUrl?: string | null;
}

interface AttachmentFieldsProps<T extends WithAttachments> {
  control: Control<T>;
  /** Told when an upload starts (true) and ends (false). */
  onUploadingChange: (uploading: boolean) => void;
}

/** The optional cover image and PDF of an article or a protocol. */
export function AttachmentFields<T extends WithAttachments>({ control, onUploadingChange }: AttachmentFieldsProps<T>) {
  return (
    <>
      <CoverImageField control={control} label="Imagem de capa (opcional)" uploadedDescription="A imagem de capa foi carregada com sucesso." onUploadingChange={onUploadingChange} />
      <Controller
        control={control}
        name={'pdfUrl' as Path<T>}
        render={({ field, fieldState }) => <PdfUploadField value={field.value} onChange={field.onChange} error={fieldState.error?.message} onUploadingChange={onUploadingChange} />}
      />
    </>
  );
}
