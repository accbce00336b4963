import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';

// The text of an attached PDF, read within limits (docs/rules/pdf-text.md): pdf.js (unpdf's
// serverless build) reads at most 50 pages and keeps at most 200,000 characters, within 20 seconds;
// before it reads anything, every compressed stream that is not an image is inflated once here,
// counting, so that a compression bomb is refused before pdf.js would hold it in memory.

export interface PdfTextLimits {
  pages: number;
  characters: number;
  milliseconds: number;
  /** Bytes one compressed stream (not an image) may inflate to. */
  streamBytes: number;
  /** Bytes all of them together may inflate to. */
  totalBytes: number;
}

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  pages: 50,
  characters: 200_000,
  milliseconds: 20_000,
  streamBytes: 16 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
};

export interface PdfText {
  /** The text, one space between words, no control characters; '' when the PDF has none (a scan). */
  text: string;
  /** Pages read. */
  pages: number;
  /** Whether some of it was left unread: past the pages, the characters or the time. */
  truncated: boolean;
}

/** A PDF whose text will never be read, whatever the attempt: its reason is logged. */
export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
}

const latin1 = new TextDecoder('latin1');

/** The bytes between each `stream` keyword and its `endstream`, with the dictionary before it. */
function* streamsOf(bytes: Uint8Array): Generator<{ dictionary: string; data: Uint8Array }> {
  const text = latin1.decode(bytes);
  const keyword = /(?<!end)stream\r?\n/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) return;
    const dictionaryStart = text.lastIndexOf('<<', match.index);
    const dictionary = text.slice(Math.max(dictionaryStart, match.index - 2048, 0), match.index);
    yield { dictionary, data: bytes.subarray(start, end) };
    keyword.lastIndex = end;
  }
}

/**
 * How many bytes `data` inflates to, or null past `cap` (zlib stops there: no more is ever held);
 * what a truncated stream gives, as pdf.js would read it; 0 when it is not zlib data. (Node's zlib,
 * not DecompressionStream: workerd's gives up partway through a large stream, so it cannot count one.)
 */
function inflatedSize(data: Uint8Array, cap: number): number | null {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(cap, 1), finishFlush: zlibConstants.Z_SYNC_FLUSH }).byteLength;
  } catch (error) {
    if (error instanceof RangeError) return null;
    return 0;
  }
}

/** Refuses a PDF one of whose compressed streams (images aside: pdf.js never decodes them for text) would inflate past the limits. */
function assertNoCompressionBomb(bytes: Uint8Array, limits: PdfTextLimits): void {
  let total = 0;
  for (const { dictionary, data } of streamsOf(bytes)) {
    if (!/\/(FlateDecode|Fl)\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const size = inflatedSize(data, Math.min(limits.streamBytes, limits.totalBytes - total));
    if (size === null) throw new UnreadablePdfError(`a compressed stream inflates past ${limits.streamBytes} bytes (or all past ${limits.totalBytes})`);
    total += size;
  }
}

/**
 * One page's text as search and excerpts read it: NFC, no control characters, characters outside
 * the Basic Multilingual Plane as spaces (so that a character is one position in SQLite and in
 * JavaScript alike: the excerpt's offsets), runs of space as one.
 */
function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]|[\u{10000}-\u{10FFFF}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const TIMED_OUT = Symbol('timed out');

/**
 * The text of a PDF, within `limits`. Throws `UnreadablePdfError` for what is not a PDF, a
 * compression bomb, and a file pdf.js cannot open; a PDF that runs out of time answers what was
 * read by then, marked truncated (or throws when that is nothing).
 */
export async function extractPdfText(bytes: Uint8Array, limits: PdfTextLimits = PDF_TEXT_LIMITS): Promise<PdfText> {
  if (!latin1.decode(bytes.subarray(0, 1024)).includes('%PDF-')) throw new UnreadablePdfError('not a PDF');
  const deadline = Date.now() + limits.milliseconds;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), limits.milliseconds);
  });
  const inTime = async <T>(work: Promise<T>): Promise<T | typeof TIMED_OUT> => Promise.race([work, timedOut]);
  try {
    assertNoCompressionBomb(bytes, limits);
    // pdf.js takes the buffer it is given: a copy, so the caller's stays whole.
    const opened = await inTime(
      getDocumentProxy(bytes.slice(), { isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 }).catch((error: unknown) => {
        throw new UnreadablePdfError(`pdf.js could not open it: ${String(error)}`);
      }),
    );
    if (opened === TIMED_OUT) throw new UnreadablePdfError('timed out while opening it');
    const pdf = opened;
    try {
      const pageCount = Math.min(pdf.numPages, limits.pages);
      let text = '';
      let pages = 0;
      let truncated = pdf.numPages > limits.pages;
      for (let number = 1; number <= pageCount; number += 1) {
        // pdf.js reads a page in promise callbacks only, which no timer interrupts, and workerd's
        // clock stands still while code runs: between pages the event loop is given a turn (the
        // timer above may fire, the clock moves) and the time left is checked.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (Date.now() >= deadline) {
          truncated = true;
          break;
        }
        // A page that cannot be read (a page tree that claims more pages than it holds, a broken
        // content stream) is left out; the others are still read.
        const content = await inTime(
          pdf
            .getPage(number)
            .then((page) => page.getTextContent())
            .catch(() => null),
        );
        if (content === TIMED_OUT) {
          truncated = true;
          break;
        }
        if (content === null) {
          truncated = true;
          continue;
        }
        const pageText = cleanText(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ' ')).join(''));
        pages += 1;
        if (pageText) text = text ? `${text} ${pageText}` : pageText;
        if (text.length >= limits.characters) {
          truncated = truncated || text.length > limits.characters || number < pdf.numPages;
          text = text.slice(0, limits.characters);
          break;
        }
      }
      if (pages === 0 && truncated && pageCount > 0) throw new UnreadablePdfError('timed out before its first page');
      return { text, pages, truncated };
    } finally {
      await pdf.destroy().catch(() => {});
    }
  } finally {
    clearTimeout(timer);
  }
}
