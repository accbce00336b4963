import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { COVER_IMAGE_UPLOAD, ImageUploadField } from '../../uploads/components/image-upload-field';

/** A form with a cover image: the uploaded file's URL, or null. */
export interface WithCoverImage extends FieldValues {
  imageUrl?: string | null;
}

interface CoverImageFieldProps<T extends WithCoverImage> {
  control: Control<T>;
  label: string;
  /** The success toast's description once the image is uploaded. */
  uploadedDescription: string;
  /** Told when an upload starts (true) and ends (false). */
  onUploadingChange: (uploading: boolean) => void;
}

/** The optional cover image of an article, a protocol or an event (`imageUrl`). */
export function CoverImageField<T extends WithCoverImage>({ control, label, uploadedDescription, onUploadingChange }: CoverImageFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={'imageUrl' as Path<T>}
      render={({ field, fieldState }) => (
        <ImageUploadField
          label={label}
          {...COVER_IMAGE_UPLOAD}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          successToast={{ title: 'Imagem carregada', description: uploadedDescription }}
          onUploadingChange={onUploadingChange}
        />
      )}
    />
  );
}
