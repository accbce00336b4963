import type { UploadResult } from '#contract/uploads-types';
import { useCallback, useState } from 'react';
import { uploadFile } from './upload-file';

export type UploadEndpoint = '/api/upload-avatar' | '/api/upload-image' | '/api/upload-pdf';

const FIELD_OF: Record<UploadEndpoint, string> = {
  '/api/upload-avatar': 'avatar',
  '/api/upload-image': 'image',
  '/api/upload-pdf': 'pdf',
};

/** Sends one file to an upload endpoint, exposing progress (0 to 1) while it runs. */
export function useFileUpload(endpoint: UploadEndpoint) {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: Blob, fileName?: string): Promise<string> => {
      setProgress(0);
      try {
        const named = fileName && !(file instanceof File) ? new File([file], fileName, { type: file.type }) : file;
        const result = await uploadFile<UploadResult>(endpoint, FIELD_OF[endpoint], named, setProgress);
        return result.url;
      } finally {
        setProgress(null);
      }
    },
    [endpoint],
  );

  return { upload, progress, isUploading: progress !== null };
}
