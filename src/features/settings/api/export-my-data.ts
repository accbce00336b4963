import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';

const FALLBACK_NAME = 'rede-to-dados.json';

/** The file name the Worker gives the attachment (`Content-Disposition`), or a generic one. */
function attachmentName(disposition: string | null): string {
  const name = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  return name ? decodeURIComponent(name) : FALLBACK_NAME;
}

/** Hands a file to the browser's downloads, as a link with `download` does. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetched rather than followed as a plain link, so that a refusal (a session ended meanwhile)
 * becomes a toast instead of a downloaded error.
 */
async function exportMyData(): Promise<void> {
  const response = await fetch('/api/me/export', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiRequestError(response.status, body.message ?? 'Não foi possível preparar os seus dados.');
  }
  saveFile(await response.blob(), attachmentName(response.headers.get('Content-Disposition')));
}

export const useExportMyData = () => useMutation({ mutationFn: exportMyData });
