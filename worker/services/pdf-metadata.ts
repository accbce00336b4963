/**
 * Removes a PDF's metadata (the document information dictionary: Author, Creator, Producer, Title,
 * Subject, Keywords, dates; and XMP metadata streams) without rewriting the file: every byte keeps
 * its offset, so the cross-reference table, and with it the document, stays valid (decision 073).
 *
 * - Every `/Info n g R` and `/Metadata n g R` reference in the file's uncompressed text becomes
 *   spaces: no reader looks for the metadata any more.
 * - The information dictionaries themselves are emptied (`<<` and `>>` kept, spaces between), where
 *   they are plain text or inside a Flate-compressed object stream (decompressed, emptied, and
 *   compressed again when the result fits in the stream's length, padded after its end).
 * - The data of every metadata stream, and any `<?xpacket … ?>` packet left in plain text, becomes
 *   spaces (a compressed stream gets an empty zlib stream, then spaces).
 *
 * One pass builds an index of the objects; every scan after it is bounded, so the work is linear in
 * the file's size (DECISIONS.md section 11) whatever a hostile file holds.
 */

const SPACE = 0x20;
/** An empty zlib stream: what a Flate-compressed metadata stream is left holding. */
const EMPTY_ZLIB = [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01];
/** Bounds on a hostile file: objects looked at, and bytes the object streams may inflate to, all together. */
const MAX_TARGETS = 64;
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** Bytes read to find the end of a dictionary that holds metadata or describes a stream: they are small. */
const MAX_DICTIONARY_BYTES = 64 * 1024;

/** The bytes as a string of one character per byte (offsets are the same in both). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return text;
}

const isWhite = (char: string | undefined) => char === ' ' || char === '\n' || char === '\r' || char === '\t' || char === '\f' || char === '\0';

/** The index after white space and comments from `at`. */
function skipWhite(text: string, at: number): number {
  let index = at;
  while (index < text.length) {
    if (isWhite(text[index])) index++;
    else if (text[index] === '%') while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index++;
    else break;
  }
  return index;
}

/** The index after the literal string that opens at `at` (nested parentheses, backslash escapes), or -1. */
function literalStringEnd(text: string, at: number, limit: number): number {
  let depth = 0;
  for (let index = at; index < limit; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index + 1;
  }
  return -1;
}

/** The index after the `>>` that closes the dictionary opening at `at` (`<<`), or -1; reads at most up to `limit`. */
function dictionaryEnd(text: string, at: number, limit: number): number {
  let depth = 0;
  let index = at;
  while (index < limit) {
    const char = text[index];
    if (char === '(') {
      index = literalStringEnd(text, index, limit);
      if (index === -1) return -1;
    } else if (char === '%') {
      while (index < limit && text[index] !== '\n' && text[index] !== '\r') index++;
    } else if (char === '<' && text[index + 1] === '<') {
      depth++;
      index += 2;
    } else if (char === '<') {
      const close = text.indexOf('>', index + 1);
      if (close === -1 || close >= limit) return -1;
      index = close + 1;
    } else if (char === '>' && text[index + 1] === '>') {
      index += 2;
      if (--depth === 0) return index;
    } else index++;
  }
  return -1;
}

const blank = (bytes: Uint8Array, start: number, end: number) => bytes.fill(SPACE, start, end);

/** Where each top-level object `n g obj` starts (after `obj`), by "n g"; several for a file updated incrementally. */
function indexObjects(text: string): Map<string, number[]> {
  const objects = new Map<string, number[]>();
  for (const match of text.matchAll(/(?<![0-9])(\d{1,10})[ \t\r\n\f\0]+(\d{1,5})[ \t\r\n\f\0]+obj(?![A-Za-z])/g)) {
    const key = `${Number(match[1])} ${Number(match[2])}`;
    const at = match.index + match[0].length;
    const starts = objects.get(key);
    if (starts) starts.push(at);
    else objects.set(key, [at]);
  }
  return objects;
}

/** The dictionary that begins an object's body at `at`: its `<<` and the index after its `>>`, or null. */
function dictionaryAt(text: string, at: number): { start: number; end: number } | null {
  const start = skipWhite(text, at);
  if (!text.startsWith('<<', start)) return null;
  const end = dictionaryEnd(text, start, Math.min(text.length, start + MAX_DICTIONARY_BYTES));
  return end === -1 ? null : { start, end };
}

/** The data of a stream; `lengthDigits`: where its direct `/Length` value is written (absent for an indirect one). */
interface StreamData {
  start: number;
  end: number;
  lengthDigits?: { start: number; end: number };
}

/** The data of the stream that follows `dictionary`, or null when no stream follows. */
function streamDataAt(text: string, dictionary: { start: number; end: number }): StreamData | null {
  const keyword = skipWhite(text, dictionary.end);
  if (!text.startsWith('stream', keyword)) return null;
  let start = keyword + 'stream'.length;
  if (text[start] === '\r') start++;
  if (text[start] === '\n') start++;
  const declared = /\/Length[ \t\r\n\f\0]+(\d{1,10})(?![ \t\r\n\f\0]+\d+[ \t\r\n\f\0]+R)/.exec(text.slice(dictionary.start, dictionary.end));
  const length = declared ? Number(declared[1]) : -1;
  if (declared && start + length <= text.length && text.startsWith('endstream', skipWhite(text, start + length))) {
    const digitsEnd = dictionary.start + declared.index + declared[0].length;
    return { start, end: start + length, lengthDigits: { start: digitsEnd - declared[1]!.length, end: digitsEnd } };
  }
  const end = text.indexOf('endstream', start);
  return end === -1 ? null : { start, end };
}

/** The object numbers and generations named by `/<key> n g R` in the text, each reference blanked. */
function takeReferences(text: string, bytes: Uint8Array, key: 'Info' | 'Metadata'): Set<string> {
  const targets = new Set<string>();
  const pattern = new RegExp(`/${key}[ \\t\\r\\n\\f\\0]*(\\d{1,10})[ \\t\\r\\n\\f\\0]+(\\d{1,5})[ \\t\\r\\n\\f\\0]+R(?![A-Za-z])`, 'g');
  for (const match of text.matchAll(pattern)) {
    blank(bytes, match.index, match.index + match[0].length);
    if (targets.size < MAX_TARGETS) targets.add(`${Number(match[1])} ${Number(match[2])}`);
  }
  return targets;
}

/** Empties the dictionary of every top-level copy of `target`; answers whether one was found. */
function emptyDictionaries(text: string, bytes: Uint8Array, starts: number[] | undefined): boolean {
  let found = false;
  for (const at of (starts ?? []).slice(0, MAX_TARGETS)) {
    const dictionary = dictionaryAt(text, at);
    if (!dictionary) continue;
    blank(bytes, dictionary.start + 2, dictionary.end - 2);
    found = true;
  }
  return found;
}

/** Blanks the data of the metadata streams of `starts`: an empty zlib stream where it was compressed, spaces after. */
function emptyMetadataStreams(text: string, bytes: Uint8Array, starts: number[]): void {
  for (const at of starts.slice(0, MAX_TARGETS)) {
    const dictionary = dictionaryAt(text, at);
    const data = dictionary && streamDataAt(text, dictionary);
    if (!dictionary || !data) continue;
    blank(bytes, data.start, data.end);
    const compressed = /\/Filter/.test(text.slice(dictionary.start, dictionary.end));
    if (compressed && data.end - data.start >= EMPTY_ZLIB.length) bytes.set(EMPTY_ZLIB, data.start);
  }
}

async function throughStream(data: Uint8Array, transform: CompressionStream | DecompressionStream, maxBytes: number): Promise<Uint8Array | null> {
  const reader = new Blob([data]).stream().pipeThrough(transform).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > maxBytes) {
        await reader.cancel();
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Empties the information dictionaries `wanted` (object numbers) that live in Flate-compressed
 * object streams: each such stream is inflated, the dictionary emptied, and the stream deflated
 * again in place when it fits in its length (the rest padded: readers stop at the zlib stream's end).
 */
async function emptyCompressedDictionaries(text: string, bytes: Uint8Array, objectStarts: number[], wanted: Set<number>): Promise<void> {
  // The object streams: the objects their `/Type /ObjStm` belongs to (found in one scan, at most MAX_TARGETS).
  const streams = new Set<number>();
  for (const match of text.matchAll(/\/Type[ \t\r\n\f\0]*\/ObjStm(?![A-Za-z])/g)) {
    if (streams.size >= MAX_TARGETS) break;
    const owner = lastAtOrBefore(objectStarts, match.index);
    if (owner !== undefined) streams.add(owner);
  }
  let inflateBudget = MAX_INFLATED_BYTES;
  for (const at of streams) {
    if (wanted.size === 0 || inflateBudget <= 0) return;
    const dictionary = dictionaryAt(text, at);
    if (!dictionary) continue;
    const head = text.slice(dictionary.start, dictionary.end);
    if (!/\/Type[ \t\r\n\f\0]*\/ObjStm(?![A-Za-z])/.test(head) || !/\/Filter[ \t\r\n\f\0]*\/FlateDecode(?![A-Za-z])/.test(head) || /\/DecodeParms/.test(head)) continue;
    const first = /\/First[ \t\r\n\f\0]+(\d{1,10})/.exec(head);
    const data = streamDataAt(text, dictionary);
    if (!first || !data) continue;
    const inflated = await throughStream(bytes.slice(data.start, data.end), new DecompressionStream('deflate'), inflateBudget);
    if (!inflated) return;
    inflateBudget -= inflated.length;
    const body = latin1(inflated);
    const firstOffset = Number(first[1]);
    const header = body.slice(0, firstOffset).trim().split(/[ \t\r\n\f\0]+/).map(Number);
    let changed = false;
    for (let pair = 0; pair + 1 < header.length; pair += 2) {
      if (!wanted.has(header[pair]!)) continue;
      const inner = dictionaryAt(body, firstOffset + header[pair + 1]!);
      if (!inner) continue;
      blank(inflated, inner.start + 2, inner.end - 2);
      wanted.delete(header[pair]!);
      changed = true;
    }
    if (!changed) continue;
    const deflated = await throughStream(inflated, new CompressionStream('deflate'), data.end - data.start);
    if (!deflated) continue;
    blank(bytes, data.start, data.end);
    bytes.set(deflated, data.start);
    // The stream is now shorter: its `/Length` says so, in as many digits as before (leading zeros
    // are allowed), and white space fills the rest before `endstream`. With an indirect length, the
    // padding stays in the stream, after the zlib data's end, where decoders stop.
    if (data.lengthDigits) {
      const digits = data.lengthDigits.end - data.lengthDigits.start;
      bytes.set(Uint8Array.from(String(deflated.length).padStart(digits, '0'), (char) => char.charCodeAt(0)), data.lengthDigits.start);
    }
  }
}

/** The greatest of the sorted `values` that is at most `limit`. */
function lastAtOrBefore(values: number[], limit: number): number | undefined {
  let low = 0;
  let high = values.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (values[middle]! <= limit) {
      found = values[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The PDF without its metadata, the same length as the upload. */
export async function stripPdfMetadata(upload: Uint8Array): Promise<Uint8Array> {
  const bytes = upload.slice();
  const text = latin1(upload);
  const objects = indexObjects(text);

  const infos = takeReferences(text, bytes, 'Info');
  const inObjectStreams = new Set<number>();
  for (const target of infos) {
    if (!emptyDictionaries(text, bytes, objects.get(target))) inObjectStreams.add(Number(target.split(' ')[0]));
  }

  const metadata = takeReferences(text, bytes, 'Metadata');
  const metadataStarts = [...metadata].flatMap((target) => objects.get(target) ?? []);
  // Metadata streams that no uncompressed reference names (their catalog is in an object stream):
  // the object each `/Type /Metadata` belongs to is the last one that starts before it.
  const allStarts = [...objects.values()].flat().sort((a, b) => a - b);
  for (const match of text.matchAll(/\/Type[ \t\r\n\f\0]*\/Metadata(?![A-Za-z])/g)) {
    if (metadataStarts.length >= MAX_TARGETS) break;
    const owner = lastAtOrBefore(allStarts, match.index);
    if (owner !== undefined && match.index - owner < 4096) metadataStarts.push(owner);
  }
  emptyMetadataStreams(text, bytes, [...new Set(metadataStarts)]);

  // XMP packets anywhere in plain text, each from its `begin` to its `end` (one forward scan).
  const packet = /<\?xpacket[ \t\r\n]+begin=/g;
  for (let match = packet.exec(text); match; match = packet.exec(text)) {
    const end = text.indexOf('<?xpacket end=', match.index);
    const close = end === -1 ? -1 : text.indexOf('?>', end);
    if (close === -1) break;
    blank(bytes, match.index, close + 2);
    packet.lastIndex = close + 2;
  }

  if (inObjectStreams.size > 0) await emptyCompressedDictionaries(text, bytes, allStarts, inObjectStreams);
  return bytes;
}
