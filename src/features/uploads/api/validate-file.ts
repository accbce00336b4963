import { IMAGE_MAX_BYTES, IMAGE_TYPES, PDF_MAX_BYTES, PDF_TYPE, UPLOAD_MESSAGES } from '#contract/uploads-types';

export interface FileProblem {
  title: string;
  description: string;
}

/** The browser-side check of docs/rules/screens.md (the server checks the first bytes again). */
export function checkImageFile(file: File): FileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: UPLOAD_MESSAGES.imageWrongTypeTitle, description: UPLOAD_MESSAGES.imageWrongType };
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return { title: UPLOAD_MESSAGES.imageTooLargeTitle, description: UPLOAD_MESSAGES.imageTooLarge };
  }
  return null;
}

export function checkPdfFile(file: File): FileProblem | null {
  if (file.type !== PDF_TYPE && !file.name.toLowerCase().endsWith('.pdf')) {
    return { title: 'Erro no carregamento', description: UPLOAD_MESSAGES.pdfWrongType };
  }
  if (file.size > PDF_MAX_BYTES) {
    return { title: 'Erro no carregamento', description: UPLOAD_MESSAGES.pdfTooLarge };
  }
  return null;
}
