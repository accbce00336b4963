/**
 * Removes a PDF's metadata without rewriting the file: every byte keeps its offset, so the
 * cross-reference table, and with it the document, stays valid (decisions 073 and 011). What is
 * blanked (turned into spaces, or emptied strings of the same length):
 *
 * - the information dictionaries (Author, Creator, Producer, Title, Subject, Keywords, dates and
 *   any custom key), however they are named (`/Info 5 0 R`, `/In#66o`, a dictionary written in the
 *   trailer itself) and wherever they are (plain text, Flate object streams, every revision of an
 *   incrementally updated file), and the string objects their values point to (`/Author 9 0 R`);
 * - the values of `/Author`, `/Creator`, `/Producer`, `/Subject` and `/Keywords` anywhere, in any
 *   spelling of the name (`/Au#74hor`) and any form of string (literal with escapes, hexadecimal);
 * - XMP: metadata streams (by reference, or by `/Type /Metadata`, `/Subtype /XML`) lose their data
 *   and their filters (a compressed one becomes an empty uncompressed stream, valid for every
 *   reader), and `<?xpacket … ?>` and `<x:xmpmeta>` packets in plain text are blanked;
 * - the authors of annotations (`/T` of every annotation but form fields, whose `/T` is the field's
 *   name) and the signer's name, place, reason, contact and certificate in signature dictionaries;
 * - comments (but the `%PDF-` header, the binary marker line and `%%EOF`), and whatever stands
 *   outside the objects, the cross-reference tables and the trailers (text after `%%EOF`, say);
 * - the metadata of JPEG images kept as DCTDecode streams (EXIF, XMP, IPTC, thumbnails: see
 *   services/image-metadata.ts).
 *
 * The file is read by a tokenizer that skips stream data and by context-free scans (names, object
 * headers) that do not trust the tokenizer's view of where strings and streams end, so a value the
 * tokenizer misplaces is still found. Every scan moves forward only, every decoded stream counts
 * against one budget, and nesting is bounded: the work is linear in the file's size.
 *
 * An object stream that holds something to blank is decoded, blanked and compressed again in place
 * (at zlib's best compression, padded after its end). When the result would not fit, or an object
 * stream cannot be decoded (a filter other than Flate, predictors, corrupt data), the upload is
 * refused: its objects cannot be blanked without moving every offset after them. Encrypted files
 * keep their object streams, which cannot be read without the key.
 */
import { Buffer } from 'node:buffer';
import { constants, deflateSync, inflateRawSync } from 'node:zlib';
import { blankJpegMetadataInPlace } from './image-metadata';

/** The upload's metadata cannot be removed in place; it is refused rather than stored with it. */
export class UnstrippablePdfError extends Error {
  constructor(detail: string) {
    super(`PDF metadata cannot be removed: ${detail}`);
  }
}

const SPACE = 0x20;
const ZERO_DIGIT = 0x30;
/** Bytes the object streams may inflate to, all together. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** Dictionaries and arrays nested deeper than this are not a document's. */
const MAX_DEPTH = 500;
/** Repeated keys remembered per dictionary (a dictionary has each key once). */
const MAX_REPEATED_VALUES = 16;
/** Names longer than this (before `#` escapes are decoded) are none of the keys looked for. */
const MAX_NAME_CHARS = 64;

/** Keys of the information dictionary that name people, programs or subjects; no other dictionary uses them for anything else. */
const PERSONAL_KEYS = new Set(['Author', 'Creator', 'Producer', 'Subject', 'Keywords']);
/** Annotation subtypes whose `/T` names the member who wrote them (markup annotations and their pop-ups). */
const AUTHORED_ANNOTATIONS = new Set([
  'Text',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'FileAttachment',
  'Sound',
  'Redact',
  'Popup',
  'Projection',
]);
/** Keys of a signature dictionary that say who signed, where and why, and the signer's certificates. */
const SIGNER_KEYS = new Set(['Name', 'Location', 'Reason', 'ContactInfo']);
const CERTIFICATE_KEYS = new Set(['Contents', 'Cert']);

// ---------------------------------------------------------------------------------------------
// Characters and small scans, on text of one character per byte (offsets are the same as the bytes').

const isWhite = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0x00;
const isDelimiter = (code: number) =>
  code === 0x28 || code === 0x29 || code === 0x3c || code === 0x3e || code === 0x5b || code === 0x5d || code === 0x7b || code === 0x7d || code === 0x2f || code === 0x25;
const isHexDigit = (code: number) => (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

/** The bytes as a string of one character per byte. */
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** The index after white space and comments from `at`. */
function skipWhite(text: string, at: number, limit: number): number {
  let index = at;
  while (index < limit) {
    const code = text.charCodeAt(index);
    if (isWhite(code)) index++;
    else if (code === 0x25) while (index < limit && text.charCodeAt(index) !== 0x0a && text.charCodeAt(index) !== 0x0d) index++;
    else break;
  }
  return index;
}

/** The index after the literal string that opens at `at` (nested parentheses, backslash escapes), or -1. */
function literalStringEnd(text: string, at: number, limit: number): number {
  let depth = 0;
  for (let index = at; index < limit; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x5c) index++;
    else if (code === 0x28) depth++;
    else if (code === 0x29 && --depth === 0) return index + 1;
  }
  return -1;
}

/** Whether `text` holds only hexadecimal digits and white space between `start` and `end`. */
function isCleanHex(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (!isHexDigit(code) && !isWhite(code)) return false;
  }
  return true;
}

/** A name's characters with its `#xx` escapes decoded (`Au#74hor` is `Author`). */
function decodeName(raw: string): string {
  if (raw.length > MAX_NAME_CHARS) return '';
  return raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
}

// ---------------------------------------------------------------------------------------------
// Where blanking is written: the file itself, or an object stream's decoded data.

interface Area {
  readonly text: string;
  readonly out: Uint8Array;
  /** Whether a byte of `out` changed (an object stream is compressed again only then). */
  changed: boolean;
}

function blank(area: Area, start: number, end: number): void {
  const { out } = area;
  for (let index = Math.max(0, start); index < end; index++) {
    if (out[index] !== SPACE) {
      out[index] = SPACE;
      area.changed = true;
    }
  }
}

/** A hexadecimal string's digits become zeros (a certificate's bytes become zero bytes). */
function zeroHexDigits(area: Area, start: number, end: number): void {
  for (let index = start; index < end; index++) {
    if (isHexDigit(area.text.charCodeAt(index)) && area.out[index] !== ZERO_DIGIT) {
      area.out[index] = ZERO_DIGIT;
      area.changed = true;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Tokens. `n g R` and `n g obj` are folded into one token each.

type TokenKind = 'int' | 'real' | 'name' | 'string' | 'hex' | '<<' | '>>' | '[' | ']' | 'keyword' | 'ref' | 'obj' | 'other';

interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  /** A name's decoded characters, or a keyword's. */
  text: string;
  /** An integer's value; a reference's or object header's object number. */
  number: number;
  generation: number;
  /** False for a string that reaches the end of what is read. */
  closed: boolean;
  /** For a hexadecimal string: whether it holds nothing but digits and white space (readers skip anything else). */
  clean: boolean;
}

const token = (kind: TokenKind, start: number, end: number, text = '', number = 0, closed = true): Token => ({ kind, start, end, text, number, generation: 0, closed, clean: true });

class Lexer {
  private readonly queue: Token[] = [];

  constructor(
    private readonly text: string,
    private position: number,
    private limit: number,
    private readonly onComment: (start: number, end: number) => void = () => {},
  ) {}

  seek(position: number, limit = this.limit): void {
    this.queue.length = 0;
    this.position = position;
    this.limit = limit;
  }

  next(): Token | null {
    const first = this.take();
    if (!first || first.kind !== 'int' || !this.isDigit(first.start)) return first;
    const second = this.peek(0);
    if (!second || second.kind !== 'int' || !this.isDigit(second.start)) return first;
    const third = this.peek(1);
    if (!third || third.kind !== 'keyword' || (third.text !== 'R' && third.text !== 'obj')) return first;
    this.take();
    this.take();
    return { ...token(third.text === 'R' ? 'ref' : 'obj', first.start, third.end, '', first.number), generation: second.number };
  }

  private isDigit(at: number): boolean {
    const code = this.text.charCodeAt(at);
    return code >= 0x30 && code <= 0x39;
  }

  private take(): Token | null {
    return this.queue.length > 0 ? this.queue.shift()! : this.read();
  }

  private peek(index: number): Token | null {
    while (this.queue.length <= index) {
      const next = this.read();
      if (!next) return null;
      this.queue.push(next);
    }
    return this.queue[index]!;
  }

  private read(): Token | null {
    const { text, limit } = this;
    let at = this.position;
    for (;;) {
      if (at >= limit) return null;
      const code = text.charCodeAt(at);
      if (isWhite(code)) at++;
      else if (code === 0x25) {
        const start = at;
        while (at < limit && text.charCodeAt(at) !== 0x0a && text.charCodeAt(at) !== 0x0d) at++;
        this.onComment(start, at);
      } else break;
    }
    const start = at;
    const code = text.charCodeAt(at);
    let result: Token;
    if (code === 0x28) {
      const end = literalStringEnd(text, at, limit);
      result = end === -1 ? token('string', start, limit, '', 0, false) : token('string', start, end);
    } else if (code === 0x3c && text.charCodeAt(at + 1) === 0x3c) result = token('<<', start, start + 2);
    else if (code === 0x3c) {
      // Readers read a hexadecimal string up to its `>`, skipping what is not a digit.
      let close = at + 1;
      while (close < limit && text.charCodeAt(close) !== 0x3e) close++;
      result = close >= limit ? token('hex', start, limit, '', 0, false) : token('hex', start, close + 1);
      result.clean = isCleanHex(text, start + 1, result.end - 1);
    } else if (code === 0x3e && text.charCodeAt(at + 1) === 0x3e) result = token('>>', start, start + 2);
    else if (code === 0x5b) result = token('[', start, start + 1);
    else if (code === 0x5d) result = token(']', start, start + 1);
    else if (code === 0x2f) {
      let end = at + 1;
      while (end < limit && !isWhite(text.charCodeAt(end)) && !isDelimiter(text.charCodeAt(end))) end++;
      result = token('name', start, end, decodeName(text.slice(start + 1, end)));
    } else if (isDelimiter(code)) result = token('other', start, start + 1);
    else {
      let end = at + 1;
      while (end < limit && !isWhite(text.charCodeAt(end)) && !isDelimiter(text.charCodeAt(end))) end++;
      const word = end - start <= 24 ? text.slice(start, end) : '';
      if (/^[+-]?\d+$/.test(word)) result = token('int', start, end, '', Number(word));
      else if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) result = token('real', start, end);
      else result = token('keyword', start, end, word);
    }
    this.position = result.end;
    return result;
  }
}

const referenceKey = (reference: Token) => `${reference.number} ${reference.generation}`;

// ---------------------------------------------------------------------------------------------
// What is recorded of objects, streams and dictionaries.

interface Span {
  start: number;
  end: number;
}

interface StreamData extends Span {
  /** Where a direct `/Length` value is written (absent for an indirect one). */
  lengthDigits?: Span;
}

interface Frame {
  kind: 'dict' | 'array';
  start: number;
  /** At the top level: an object's value, a trailer, or text outside both. */
  role: 'value' | 'trailer' | 'junk' | 'nested';
  /** The key whose value this container is, in the dictionary around it. */
  parentKey: string | null;
  key: string | null;
  keyStart: number;
  /** What the rules need to know of a dictionary, once one of its keys matters (most have none). */
  facts: DictionaryFacts | null;
  /** Names listed in an array (the filters of `/Filter [...]`). */
  names: string[] | null;
  /** References inside a dictionary given directly as `/Info << … >>`. */
  references: Token[] | null;
}

interface DictionaryFacts {
  type: string;
  subtype: string;
  isField: boolean;
  isSignature: boolean;
  titles: Token[];
  signer: Token[];
  certificates: Token[];
  filterEntry: Span | null;
  filterNames: readonly string[];
  filterReadable: boolean;
  decodeParmsEntry: Span | null;
  decodeParmsNull: boolean;
  length: Token | null;
  first: number;
}

const noFacts = (): DictionaryFacts => ({
  type: '',
  subtype: '',
  isField: false,
  isSignature: false,
  titles: [],
  signer: [],
  certificates: [],
  filterEntry: null,
  filterNames: [],
  filterReadable: true,
  decodeParmsEntry: null,
  decodeParmsNull: false,
  length: null,
  first: -1,
});
const NO_FACTS: Readonly<DictionaryFacts> = noFacts();

/** A dictionary's facts, made when the first key that matters is met. */
const facts = (frame: Frame): DictionaryFacts => (frame.facts ??= noFacts());

const newFrame = (kind: Frame['kind'], start: number, role: Frame['role'], parentKey: string | null): Frame => ({
  kind,
  start,
  role,
  parentKey,
  key: null,
  keyStart: -1,
  facts: null,
  names: kind === 'array' && parentKey === 'Filter' ? [] : null,
  references: kind === 'dict' && parentKey === 'Info' ? [] : null,
});

/** An object's value: its span, and for a stream its dictionary and data. */
interface ValueRecord extends Span {
  kind: 'dict' | 'string' | 'other';
  closed: boolean;
  stream?: ObjectStream;
}

interface ObjectStream {
  dictionary: Readonly<DictionaryFacts>;
  data: StreamData;
}

interface DecodedObjectStream extends ObjectStream {
  area: Area;
  flate: boolean;
  /** Object number → where its value starts in the decoded data. */
  offsets: Map<number, number>;
  values: Map<number, ValueRecord>;
}

// ---------------------------------------------------------------------------------------------
// The structured reading: the file (objects, cross-reference tables, trailers), one object, or the
// objects of an object stream.

type Mode = 'file' | 'object' | 'object-stream';

interface OpenObject {
  key: string;
  value: ValueRecord | null;
  frame: Frame | null;
}

class Parser {
  private readonly stack: Frame[] = [];
  private readonly lexer: Lexer;
  private object: OpenObject | null = null;
  private trailerNext = false;
  /** Object-stream mode: where each object's value starts, and what each turned out to be. */
  valueStarts: Set<number> | null = null;
  readonly values: Map<number, ValueRecord> | null;

  private limit = 0;

  constructor(
    private readonly stripper: PdfStripper,
    private readonly area: Area,
    private readonly mode: Mode,
  ) {
    this.lexer = new Lexer(area.text, 0, 0, mode === 'file' ? (from, to) => this.comment(from, to) : undefined);
    this.values = mode === 'object-stream' ? new Map() : null;
  }

  /** Reads from `start` to `limit`; in object mode, the object `objectKey` whose header ends at `start`. */
  run(start: number, limit: number, objectKey?: string): void {
    this.lexer.seek(start, limit);
    this.limit = limit;
    this.trailerNext = false;
    this.object = objectKey === undefined ? null : { key: objectKey, value: null, frame: null };
    for (let next = this.lexer.next(); next; next = this.lexer.next()) {
      if (this.stack.length > 0) {
        if (!this.endsContainers(next)) {
          this.inside(next);
          continue;
        }
        this.closeAll(next.start);
      }
      if (!(this.mode === 'object-stream' ? this.objectStreamTop(next) : this.top(next))) break;
    }
    this.closeAll(this.limit);
    this.finishObject();
  }

  /** Tokens that end every open dictionary and array: the next object, and the file's structure. */
  private endsContainers(next: Token): boolean {
    if (this.valueStarts) return this.valueStarts.has(next.start);
    if (next.kind === 'obj') return true;
    return next.kind === 'keyword' && (next.text === 'endobj' || next.text === 'stream' || next.text === 'endstream' || next.text === 'trailer' || next.text === 'xref' || next.text === 'startxref');
  }

  /** A token at the top level of the file or of one object; false to stop reading. */
  private top(next: Token): boolean {
    const single = this.mode === 'object';
    const trailerNext = this.trailerNext;
    this.trailerNext = false;
    if (next.kind === 'obj') {
      if (single) return false;
      this.finishObject();
      this.object = { key: referenceKey(next), value: null, frame: null };
      this.stripper.visited.add(next.end);
      return true;
    }
    if (next.kind === 'keyword') {
      switch (next.text) {
        case 'endobj':
          this.finishObject();
          return !single;
        case 'stream':
          if (this.object?.frame && !this.object.value?.stream) {
            this.stream(this.object, next.end);
            return true;
          }
          break;
        case 'endstream':
          return true;
        case 'trailer':
          this.finishObject();
          this.trailerNext = true;
          return !single;
        case 'xref':
        case 'startxref':
          this.finishObject();
          return !single;
        case 'n':
        case 'f':
          if (!this.object) return true; // cross-reference entries
          break;
      }
    }
    if (this.object && !this.object.value) {
      this.takeValue(next, 'value');
      return true;
    }
    if (next.kind === '<<' && trailerNext) {
      this.push(next, 'trailer');
      return true;
    }
    if (single) return false;
    // Text outside every object and trailer: no reader reads it, and it is not kept.
    if (next.kind === '<<' || next.kind === '[') this.push(next, 'junk');
    else if (next.kind !== 'int' && next.closed && next.clean) blank(this.area, next.start, next.end);
    return true;
  }

  /** A token at the top level of an object stream: only the values its header points to are objects. */
  private objectStreamTop(next: Token): boolean {
    if (this.valueStarts?.has(next.start)) this.takeValue(next, 'value');
    return true;
  }

  private takeValue(next: Token, role: Frame['role']): void {
    if (next.kind === '<<' || next.kind === '[') {
      this.push(next, role);
      return;
    }
    const kind = next.kind === 'string' || next.kind === 'hex' ? 'string' : 'other';
    this.recordValue({ kind, start: next.start, end: next.end, closed: next.closed }, null);
  }

  private recordValue(value: ValueRecord, frame: Frame | null): void {
    if (this.values) this.values.set(value.start, value);
    else if (this.object) {
      this.object.value = value;
      this.object.frame = frame;
    }
  }

  private finishObject(): void {
    const object = this.object;
    this.object = null;
    if (!object?.value || this.mode === 'object-stream') return;
    const copies = this.stripper.objects.get(object.key);
    if (copies) copies.push(object.value);
    else this.stripper.objects.set(object.key, [object.value]);
  }

  private comment(start: number, end: number): void {
    const text = this.area.text;
    if (start === 0 && text.startsWith('%PDF-')) {
      let keep = 5;
      while (start + keep < end && /[0-9.]/.test(text[start + keep]!)) keep++;
      blank(this.area, start + keep, end);
    } else if (text.startsWith('%%EOF', start)) blank(this.area, start + 5, end);
    else {
      // The binary marker line (bytes of 128 and above) tells transfer programs the file is binary.
      for (let index = start + 1; index < end; index++) {
        if (text.charCodeAt(index) < 0x80) {
          blank(this.area, start + 1, end);
          return;
        }
      }
    }
  }

  private push(next: Token, role: Frame['role']): void {
    if (this.stack.length >= MAX_DEPTH) throw new UnstrippablePdfError('nesting too deep');
    const parent = this.stack.at(-1);
    const parentKey = parent?.kind === 'dict' ? parent.key : null;
    this.stack.push(newFrame(next.kind === '<<' ? 'dict' : 'array', next.start, parent ? 'nested' : role, parentKey));
  }

  /** A token inside a dictionary or an array. */
  private inside(next: Token): void {
    const frame = this.stack.at(-1)!;
    switch (next.kind) {
      case '<<':
      case '[':
        this.push(next, 'nested');
        return;
      case '>>':
        if (frame.kind === 'dict') this.close(next.end, true);
        return;
      case ']':
        if (frame.kind === 'array') this.close(next.end, true);
        return;
      case 'name':
        if (frame.kind === 'dict' && frame.key === null) {
          frame.key = next.text;
          frame.keyStart = next.start;
          return;
        }
        break;
    }
    // A dictionary's key that is not a name is skipped, as readers skip it.
    if (frame.kind === 'dict' && frame.key === null) return;
    this.value(frame, next, null, next.end);
  }

  /** A complete value inside `frame`: a token, or a container that just closed. */
  private value(frame: Frame, next: Token | null, container: Frame | null, end: number): void {
    if (frame.kind === 'array') {
      if (frame.names && next?.kind === 'name' && frame.names.length < MAX_REPEATED_VALUES) frame.names.push(next.text);
      else frame.names = null;
      return;
    }
    if (next?.kind === 'ref' && frame.references) frame.references.push(next);
    const key = frame.key;
    const keyStart = frame.keyStart;
    frame.key = null;
    if (key === null) return;
    const entry = { start: keyStart, end };
    const blanksReferences = this.mode !== 'object-stream';
    switch (key) {
      case 'Info':
        if (next?.kind === 'ref') this.stripper.targets.info.add(referenceKey(next));
        if (blanksReferences) blank(this.area, entry.start, entry.end);
        break;
      case 'Metadata':
        if (next?.kind === 'ref') this.stripper.targets.metadata.add(referenceKey(next));
        if (blanksReferences) blank(this.area, entry.start, entry.end);
        break;
      case 'Encrypt':
        this.stripper.encrypted = true;
        break;
      case 'Type':
        if (next?.kind === 'name') facts(frame).type = next.text;
        if (next?.kind === 'name' && next.text === 'Sig') facts(frame).isSignature = true;
        break;
      case 'Subtype':
        if (next?.kind === 'name') facts(frame).subtype = next.text;
        break;
      case 'FT':
        facts(frame).isField = true;
        break;
      case 'ByteRange':
        facts(frame).isSignature = true;
        break;
      case 'T':
        if (next) this.remember(facts(frame).titles, next);
        break;
      case 'Filter': {
        const known = facts(frame);
        known.filterEntry = entry;
        known.filterNames = next?.kind === 'name' ? [next.text] : (container?.names ?? []);
        known.filterReadable = next?.kind === 'name' || (container?.kind === 'array' && container.names !== null) || next?.kind === 'keyword';
        break;
      }
      case 'DecodeParms':
        facts(frame).decodeParmsEntry = entry;
        facts(frame).decodeParmsNull = next?.kind === 'keyword' && next.text === 'null';
        break;
      case 'Length':
        facts(frame).length = next;
        break;
      case 'First':
        if (next?.kind === 'int') facts(frame).first = next.number;
        break;
      default:
        if (next && SIGNER_KEYS.has(key)) this.remember(facts(frame).signer, next);
        if (next && CERTIFICATE_KEYS.has(key)) this.remember(facts(frame).certificates, next);
    }
  }

  /** Keeps a value of a repeated key for when the dictionary is known; past a few, blanks it at once. */
  private remember(values: Token[], next: Token): void {
    if (values.length < MAX_REPEATED_VALUES) values.push(next);
    else this.blankString(next);
  }

  private close(end: number, closed: boolean): void {
    const frame = this.stack.pop()!;
    if (frame.kind === 'dict') this.evaluate(frame);
    if (frame.references) for (const reference of frame.references) this.stripper.targets.strings.add(referenceKey(reference));
    const parent = this.stack.at(-1);
    if (parent) {
      this.value(parent, null, frame, end);
      return;
    }
    if (frame.role === 'junk') blank(this.area, frame.start, end);
    else if (frame.role === 'value') this.recordValue({ kind: frame.kind === 'dict' ? 'dict' : 'other', start: frame.start, end, closed }, frame);
  }

  private closeAll(end: number): void {
    while (this.stack.length > 0) this.close(end, false);
  }

  /** A dictionary's rules, once all its keys are known. */
  private evaluate(frame: Frame): void {
    const known = frame.facts;
    if (!known) return;
    const annotation = AUTHORED_ANNOTATIONS.has(known.subtype) || (known.type === 'Annot' && known.subtype !== 'Widget');
    if (annotation && !known.isField) for (const title of known.titles) this.blankString(title);
    if (known.isSignature) {
      for (const value of known.signer) this.blankString(value);
      for (const value of known.certificates) {
        if (value.kind === 'hex') zeroHexDigits(this.area, value.start + 1, value.end - 1);
        else this.blankString(value);
      }
    }
  }

  /** A string value becomes an empty one of the same length; a reference's target is blanked later. */
  private blankString(value: Token): void {
    if ((value.kind === 'string' || value.kind === 'hex') && value.closed) blank(this.area, value.start + 1, value.end - 1);
    else if (value.kind === 'ref') this.stripper.targets.strings.add(referenceKey(value));
  }

  private stream(object: OpenObject, keywordEnd: number): void {
    const dictionary = object.frame!.facts ?? NO_FACTS;
    const data = this.stripper.streamData(dictionary, keywordEnd, this.mode === 'object' ? this.limit : undefined);
    object.value!.stream = { dictionary, data };
    this.stripper.foundStream(dictionary, data);
    this.lexer.seek(data.end);
  }
}

// ---------------------------------------------------------------------------------------------

class PdfStripper {
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly file: Area;
  readonly targets = { info: new Set<string>(), metadata: new Set<string>(), strings: new Set<string>() };
  encrypted = false;
  /** Every top-level object's values by "n g" (several for a file updated incrementally). */
  readonly objects = new Map<string, ValueRecord[]>();
  /** Where the structured reading met an object header (the index after `obj`). */
  readonly visited = new Set<number>();
  private readonly objectStreams = new Map<number, ObjectStream>();
  private readonly decoded: DecodedObjectStream[] = [];
  private inflateBudget = MAX_INFLATED_BYTES;
  private endstream = { from: -1, at: -1 };
  /** Bytes read past unterminated strings by the context-free scans, at most twice the input. */
  private unterminatedBudget: number;

  constructor(private readonly upload: Uint8Array) {
    this.bytes = upload.slice();
    this.text = latin1(upload);
    this.file = { text: this.text, out: this.bytes, changed: false };
    this.unterminatedBudget = 2 * upload.length + 1024;
  }

  run(): Uint8Array {
    this.scanNames(this.file, true);
    new Parser(this, this.file, 'file').run(0, this.text.length);
    this.readObjectsMissed();
    this.blankXmpPackets();
    this.decodeObjectStreams();
    this.blankTargets();
    this.writeObjectStreams();
    return this.bytes;
  }

  /**
   * Objects whose header the structured reading did not meet (it took them for part of a string or
   * a stream, where a reader following the cross-reference table would not): each is read on its
   * own, up to the next object header, so every byte is read at most once more.
   */
  private readObjectsMissed(): void {
    const header = /(?<![0-9])(\d{1,10})[ \t\r\n\f\0]+(\d{1,5})[ \t\r\n\f\0]+obj(?![A-Za-z])/g;
    const parser = new Parser(this, this.file, 'object');
    let missed: { at: number; key: string } | null = null;
    for (let match = header.exec(this.text); ; match = header.exec(this.text)) {
      if (missed) parser.run(missed.at, match?.index ?? this.text.length, missed.key);
      if (!match) break;
      missed = this.visited.has(header.lastIndex) ? null : { at: header.lastIndex, key: `${Number(match[1])} ${Number(match[2])}` };
    }
  }

  /**
   * Context-free: every name that decodes to one of the personal keys has the string after it
   * blanked (or the object it refers to), and every `/Info` and `/Metadata` reference is taken,
   * wherever the name stands: inside what the tokenizer took for a string or a stream too.
   */
  private scanNames(area: Area, blanksReferences: boolean): void {
    const { text } = area;
    const names = /\/([^\0\t\n\f\r ()<>[\]{}/%]{1,64})/g;
    const reference = /(\d{1,10})[ \t\r\n\f\0]+(\d{1,5})[ \t\r\n\f\0]+R(?![A-Za-z0-9])/y;
    let noGreaterFrom = text.length;
    for (let match = names.exec(text); match; match = names.exec(text)) {
      const nameEnd = names.lastIndex;
      if (nameEnd < text.length && !isWhite(text.charCodeAt(nameEnd)) && !isDelimiter(text.charCodeAt(nameEnd))) continue;
      const name = decodeName(match[1]!);
      const personal = PERSONAL_KEYS.has(name);
      if (!personal && name !== 'Info' && name !== 'Metadata') continue;
      const at = skipWhite(text, nameEnd, text.length);
      names.lastIndex = at;
      const code = text.charCodeAt(at);
      if (personal && code === 0x28) {
        const end = literalStringEnd(text, at, text.length);
        if (end === -1) {
          this.unterminatedBudget -= text.length - at;
          if (this.unterminatedBudget < 0) throw new UnstrippablePdfError('unterminated strings');
          continue;
        }
        blank(area, at + 1, end - 1);
        names.lastIndex = end;
      } else if (personal && code === 0x3c && text.charCodeAt(at + 1) !== 0x3c) {
        // Up to the next `>`, whatever stands before it (readers skip what is not a digit); once
        // there is none, there is none further on either.
        const close = at < noGreaterFrom ? text.indexOf('>', at + 1) : -1;
        if (close === -1) {
          noGreaterFrom = Math.min(noGreaterFrom, at);
          continue;
        }
        blank(area, at + 1, close);
        names.lastIndex = close + 1;
      } else {
        reference.lastIndex = at;
        const found = reference.exec(text);
        if (!found) continue;
        const key = `${Number(found[1])} ${Number(found[2])}`;
        if (personal) this.targets.strings.add(key);
        else {
          (name === 'Info' ? this.targets.info : this.targets.metadata).add(key);
          if (blanksReferences) blank(area, match.index, reference.lastIndex);
        }
        names.lastIndex = reference.lastIndex;
      }
    }
  }

  /** XMP packets anywhere in plain text, each from its beginning to its end (one forward scan each). */
  private blankXmpPackets(): void {
    const { text } = this;
    for (const [open, close, closeEnd] of [
      ['<?xpacket begin=', '<?xpacket end=', '?>'],
      ['<x:xmpmeta', '</x:xmpmeta', '>'],
      ['<x:xapmeta', '</x:xapmeta', '>'],
    ] as const) {
      for (let at = text.indexOf(open); at !== -1;) {
        const end = text.indexOf(close, at);
        const after = end === -1 ? -1 : text.indexOf(closeEnd, end);
        if (after === -1) break;
        blank(this.file, at, after + closeEnd.length);
        at = text.indexOf(open, after);
      }
    }
  }

  /**
   * The data of the stream whose keyword `stream` ends at `keywordEnd`, read no further than
   * `limit` (an object read on its own ends at the next object header, so that no byte is blanked
   * for more than one of them).
   */
  streamData(dictionary: Readonly<DictionaryFacts>, keywordEnd: number, limit = this.text.length): StreamData {
    const { text } = this;
    let start = keywordEnd;
    if (text.charCodeAt(start) === 0x0d) start++;
    if (text.charCodeAt(start) === 0x0a) start++;
    const length = dictionary.length;
    if (length?.kind === 'int' && length.number >= 0) {
      const end = start + length.number;
      if (end <= limit && text.startsWith('endstream', skipWhite(text, end, text.length))) return { start, end, lengthDigits: { start: length.start, end: length.end } };
    }
    // No usable length: the data runs to the next `endstream` (found once for all the streams that need it).
    if (!(this.endstream.from !== -1 && this.endstream.from <= start && (this.endstream.at === -1 || this.endstream.at >= start))) {
      this.endstream = { from: start, at: text.indexOf('endstream', start) };
    }
    let end = Math.min(this.endstream.at === -1 ? text.length : this.endstream.at, limit);
    if (end > start && text.charCodeAt(end - 1) === 0x0a) end--;
    if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
    return { start, end };
  }

  foundStream(dictionary: Readonly<DictionaryFacts>, data: StreamData): void {
    if (dictionary.type === 'Metadata' || dictionary.subtype === 'XML') this.blankMetadataStream({ dictionary, data });
    else if (dictionary.type === 'ObjStm') this.objectStreams.set(data.start, { dictionary, data });
    else if (dictionary.filterNames.length === 1 && (dictionary.filterNames[0] === 'DCTDecode' || dictionary.filterNames[0] === 'DCT')) {
      blankJpegMetadataInPlace(this.bytes.subarray(data.start, data.end));
    }
  }

  /** A metadata stream's data becomes spaces and its filters go, so it is an empty, valid, uncompressed stream. */
  private blankMetadataStream({ dictionary, data }: ObjectStream): void {
    blank(this.file, data.start, data.end);
    if (dictionary.filterEntry) blank(this.file, dictionary.filterEntry.start, dictionary.filterEntry.end);
    if (dictionary.decodeParmsEntry) blank(this.file, dictionary.decodeParmsEntry.start, dictionary.decodeParmsEntry.end);
  }

  /** Each object stream decoded and read like the file: its personal keys, annotations and references. */
  private decodeObjectStreams(): void {
    if (this.encrypted) return;
    for (const stream of this.objectStreams.values()) {
      const { dictionary, data } = stream;
      const names = dictionary.filterNames;
      const flate = names.length === 1 && (names[0] === 'FlateDecode' || names[0] === 'Fl');
      const readable = dictionary.filterReadable && (names.length === 0 || flate) && (!dictionary.decodeParmsEntry || dictionary.decodeParmsNull);
      if (!readable) throw new UnstrippablePdfError('object stream filter');
      let decoded: Uint8Array;
      if (flate) {
        if (this.inflateBudget <= 0) throw new UnstrippablePdfError('object streams too large');
        // Read as readers read it: a zlib header, then deflate data up to where it ends or is cut,
        // with no checksum required.
        const compressed = this.upload.subarray(data.start, data.end);
        const header = ((compressed[0] ?? 0) << 8) | (compressed[1] ?? 0);
        if ((header >> 8) % 16 !== 8 || header % 31 !== 0) throw new UnstrippablePdfError('object stream data');
        try {
          decoded = new Uint8Array(inflateRawSync(compressed.subarray(2), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: this.inflateBudget }));
        } catch {
          throw new UnstrippablePdfError('object stream data');
        }
        this.inflateBudget -= decoded.length;
      } else decoded = this.upload.slice(data.start, data.end);
      const area: Area = { text: latin1(decoded), out: decoded, changed: false };
      const first = dictionary.first;
      if (first < 0 || first > decoded.length) throw new UnstrippablePdfError('object stream header');
      const offsets = new Map<number, number>();
      const header = new Lexer(area.text, 0, first);
      for (let number = header.next(), offset = header.next(); number && offset; number = header.next(), offset = header.next()) {
        if (number.kind !== 'int' || offset.kind !== 'int') break;
        offsets.set(number.number, skipWhite(area.text, first + offset.number, area.text.length));
      }
      this.scanNames(area, false);
      const parser = new Parser(this, area, 'object-stream');
      parser.valueStarts = new Set(offsets.values());
      parser.run(first, area.text.length);
      this.decoded.push({ ...stream, area, flate, offsets, values: parser.values! });
    }
  }

  /** Every copy of an object: in the file, and in the object streams (whose objects have generation 0). */
  private *copies(key: string): Generator<{ area: Area; value: ValueRecord }> {
    for (const value of this.objects.get(key) ?? []) yield { area: this.file, value };
    const [number, generation] = key.split(' ').map(Number);
    if (generation !== 0) return;
    for (const stream of this.decoded) {
      const at = stream.offsets.get(number!);
      const value = at === undefined ? undefined : stream.values.get(at);
      if (value) yield { area: stream.area, value };
    }
  }

  /** The targets of `/Info`, `/Metadata` and of personal values given by reference. */
  private blankTargets(): void {
    const fileLexer = new Lexer(this.text, 0, 0);
    for (const key of this.targets.info) {
      for (const { area, value } of this.copies(key)) {
        if (value.kind !== 'dict') continue;
        blank(area, value.start + 2, value.closed ? value.end - 2 : value.end);
        // Its values given by reference (`/Title 12 0 R`) are string objects of their own.
        const lexer = area === this.file ? fileLexer : new Lexer(area.text, value.start, value.end);
        lexer.seek(value.start, value.end);
        for (let next = lexer.next(); next; next = lexer.next()) if (next.kind === 'ref') this.targets.strings.add(referenceKey(next));
      }
    }
    for (const key of this.targets.metadata) {
      for (const { value } of this.copies(key)) if (value.stream) this.blankMetadataStream(value.stream);
    }
    for (const key of this.targets.strings) {
      for (const { area, value } of this.copies(key)) if (value.kind === 'string' && value.closed) blank(area, value.start + 1, value.end - 1);
    }
  }

  /** Object streams that changed, compressed again in place; refused when one no longer fits. */
  private writeObjectStreams(): void {
    for (const { area, data, flate } of this.decoded) {
      if (!area.changed) continue;
      if (!flate) {
        this.bytes.set(area.out, data.start);
        continue;
      }
      const deflated = deflateSync(area.out, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
      if (deflated.length > data.end - data.start) throw new UnstrippablePdfError('object stream does not fit');
      this.bytes.fill(SPACE, data.start, data.end);
      this.bytes.set(deflated, data.start);
      // The stream is now shorter: its `/Length` says so, in as many digits as before (leading zeros
      // are allowed), and white space fills the rest before `endstream`. With an indirect length, the
      // padding stays in the stream, after the zlib data's end, where decoders stop.
      if (data.lengthDigits) {
        const digits = data.lengthDigits.end - data.lengthDigits.start;
        this.bytes.set(
          Uint8Array.from(String(deflated.length).padStart(digits, '0'), (char) => char.charCodeAt(0)),
          data.lengthDigits.start,
        );
      }
    }
  }
}

/**
 * The PDF without its metadata, the same length as the upload; throws UnstrippablePdfError when
 * metadata inside an object stream cannot be removed in place.
 */
export async function stripPdfMetadata(upload: Uint8Array): Promise<Uint8Array> {
  return new PdfStripper(upload).run();
}
