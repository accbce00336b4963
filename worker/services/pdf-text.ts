import { FILE_URL_PREFIX } from '#contract/common-types';
import type { ContentKind } from '../db/queries/content';
import { itemsWithUnreadPdfs } from '../db/queries/pdf-texts';
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

/** Items whose PDF's text is missing, queued per day: a backlog larger than this is finished on later days. */
const UNREAD_PDFS_PER_DAY = 100;

/**
 * The daily sweep (docs/rules/pdf-text.md): queues the PDFs of items that have none of their text
 * stored (items published before the text was read, a job the queue lost). Answers how many.
 */
export async function queueUnreadPdfs(scope: Pick<Scope, 'db' | 'pdfText'>): Promise<number> {
  const jobs = await itemsWithUnreadPdfs(scope.db.read, UNREAD_PDFS_PER_DAY);
  for (const job of jobs) await scope.pdfText.send(job);
  return jobs.length;
}
