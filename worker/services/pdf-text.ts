import { FILE_URL_PREFIX } from '#contract/common-types';
import type { ContentKind } from '../db/queries/content';
import type { Scope } from '../runtime/scope';

/**
 * Hands an item's new PDF to the PDF text Worker (docs/rules/pdf-text.md): its text is read there,
 * after the answer, never in the request. The item is published whatever happens to the job: a
 * queue that refuses it is logged, not answered 500 (the PDF is then found by its item's words only).
 */
export async function queuePdfText(scope: Pick<Scope, 'pdfText'>, kind: ContentKind, itemId: number, pdfUrl: string | null | undefined): Promise<void> {
  if (!pdfUrl?.startsWith(FILE_URL_PREFIX)) return;
  await scope.pdfText.send({ kind, itemId, pdfUrl }).catch((error: unknown) => console.error(JSON.stringify({ level: 'error', task: 'pdf-text', kind, itemId, error: String(error) })));
}
