export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PDF_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const PDF_TYPE = 'application/pdf';

export const UPLOAD_MESSAGES = {
  imageWrongTypeTitle: 'Ficheiro inválido',
  imageWrongType: 'Por favor, envie uma imagem (JPEG, PNG, GIF ou WebP)',
  imageTooLargeTitle: 'Ficheiro demasiado grande',
  imageTooLarge: 'A imagem deve ter no máximo 2MB',
  pdfWrongType: 'Por favor, envie um ficheiro PDF.',
  pdfTooLarge: 'O PDF deve ter no máximo 5MB',
  pdfMetadataKept: 'Não foi possível retirar deste PDF os dados do autor (nome, programa e datas). Guarde-o de novo como PDF e volte a enviá-lo.',
  missingFile: 'Nenhum ficheiro foi enviado.',
} as const;

export interface UploadResult {
  /** `FILE_URL_PREFIX` and the file's key. */
  url: string;
}
