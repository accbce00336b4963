import type { ApiError } from '#contract/common-types';
import { ApiRequestError } from '../../../lib/api-client';

// Apart from lib/api-client.ts, which every screen loads: only the forms with an upload need it.

/** Multipart upload with progress (fetch cannot report upload progress). */
export function uploadFile<T>(path: string, field: string, file: Blob, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'Erro ao carregar o ficheiro'));
    xhr.onload = () => {
      let body: Partial<ApiError> & Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiRequestError(xhr.status, body.message ?? (xhr.statusText || 'Erro ao carregar o ficheiro')));
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
