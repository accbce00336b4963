import { isPdfTextJob, itemStillNames, pdfKeyOf, savePdfText, type PdfTextJob } from '../../worker/db/queries/pdf-texts';
import { searchStems } from '../../worker/lib/search-stems';
import { extractPdfText, PDF_TEXT_LIMITS, UnreadablePdfError, type PdfTextLimits } from './extract';

// The PDF text Worker's consumer (docs/rules/pdf-text.md): each job names an item and the PDF it
// had when it was published or changed; the PDF's text is read from R2 within the limits, and
// stored with its stems, where members' searches find it, while the item still names that PDF.

/** What this Worker is bound to: the portal's D1 and R2 (workers/pdf-text/wrangler.toml). */
export interface PdfTextBindings {
  DB: D1Database;
  FILES: R2Bucket;
}

/** What became of a job: its text stored, or nothing to do (the item is gone, or names another PDF now). */
export type PdfTextOutcome = { stored: true; pages: number; characters: number; truncated: boolean } | { stored: false; reason: 'item-changed' };

/** Bytes of a PDF this Worker reads at most: twice what an upload may be (a larger object is not an upload). */
const OBJECT_MAX_BYTES = 10 * 1024 * 1024;

/** Reads one job's PDF and stores its text. Throws when it cannot (the consumer logs it and the queue tries again). */
export async function readPdfText(bindings: PdfTextBindings, job: PdfTextJob, limits: PdfTextLimits = PDF_TEXT_LIMITS): Promise<PdfTextOutcome> {
  if (!(await itemStillNames(bindings.DB, job))) return { stored: false, reason: 'item-changed' };
  const object = await bindings.FILES.get(pdfKeyOf(job.pdfUrl));
  if (!object) throw new UnreadablePdfError('the PDF is not in R2');
  if (object.size > OBJECT_MAX_BYTES) {
    await object.body.cancel();
    throw new Error(`the PDF has ${object.size} bytes, more than ${OBJECT_MAX_BYTES}`);
  }
  const read = await extractPdfText(new Uint8Array(await object.arrayBuffer()), limits);
  const stored = await savePdfText(bindings.DB, job, { ...read, stems: searchStems(read.text) });
  if (!stored) return { stored: false, reason: 'item-changed' };
  return { stored: true, pages: read.pages, characters: read.text.length, truncated: read.truncated };
}

/** Seconds before the queue delivers a failed job again: 1 min, then 5. */
const retryDelaySeconds = (attempts: number) => (attempts <= 1 ? 60 : 300);

/** The queue's last delivery of a job: `max_retries` (2) of workers/pdf-text/wrangler.toml, plus the first. */
export const LAST_ATTEMPT = 3;

/**
 * After the last attempt at a PDF that cannot be read, its item gets an empty text, so that the
 * daily sweep of unread PDFs (worker/services/pdf-text.ts) does not queue it again. A failure of
 * R2 or D1 leaves nothing: the sweep tries again another day.
 */
async function giveUp(bindings: PdfTextBindings, job: PdfTextJob): Promise<void> {
  await savePdfText(bindings.DB, job, { text: '', stems: '', pages: 0, truncated: true }).catch(() => false);
}

/**
 * The queue consumer: each job read in turn; a failure (an unreadable or hostile PDF, R2 or D1
 * failing) is logged and retried by the queue, at most `max_retries` times (then the dead letter
 * queue keeps it); a malformed message is logged and dropped.
 */
export async function consumePdfTexts(batch: MessageBatch<unknown>, bindings: PdfTextBindings, limits: PdfTextLimits = PDF_TEXT_LIMITS): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    if (!isPdfTextJob(job)) {
      console.error(JSON.stringify({ level: 'error', task: 'pdf-text', error: 'malformed message dropped', id: message.id }));
      message.ack();
      continue;
    }
    const started = Date.now();
    try {
      const outcome = await readPdfText(bindings, job, limits);
      console.log(JSON.stringify({ level: 'info', task: 'pdf-text', kind: job.kind, itemId: job.itemId, ms: Date.now() - started, ...outcome }));
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', task: 'pdf-text', kind: job.kind, itemId: job.itemId, attempts: message.attempts, ms: Date.now() - started, error: String(error) }));
      if (error instanceof UnreadablePdfError && message.attempts >= LAST_ATTEMPT) await giveUp(bindings, job);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
