/**
 * Removes metadata (EXIF with GPS positions, XMP, IPTC, comments, text chunks, thumbnails,
 * timestamps) from JPEG, PNG, WebP and GIF files without decoding them: the container is walked
 * segment by segment and only what drawing the image needs is copied, by an allowlist — a segment,
 * chunk or extension this file does not know is dropped, never copied. Segments that are kept but
 * could carry more than their fixed fields (JFIF, Adobe, GIF's graphic control and looping
 * extensions, WebP's VP8X) are written afresh from those fields; ICC colour profiles are kept with
 * their text blanked (services/icc-profile.ts). The compressed image data is copied byte for byte.
 * Every walk is linear in the file's size. Decision 011.
 */
import { constants, deflateSync, inflateSync } from 'node:zlib';
import type { ImageType } from '#contract/uploads-types';
import { blankIccProfileText } from './icc-profile';

export type ImageContentType = ImageType;

/** The bytes do not form a file of the type their signature announced. */
export class MalformedImageError extends Error {
  constructor(detail: string) {
    super(`Malformed image: ${detail}`);
  }
}

export function stripImageMetadata(bytes: Uint8Array, contentType: ImageContentType): Uint8Array {
  switch (contentType) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    case 'image/gif':
      return stripGif(bytes);
  }
}

class ByteWriter {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  push(part: Uint8Array | number[]) {
    const bytes = part instanceof Uint8Array ? part : Uint8Array.from(part);
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  toBytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const startsWithAscii = (bytes: Uint8Array, text: string) => bytes.length >= text.length && ascii(bytes, 0, text.length) === text;
const codes = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

// ---------------------------------------------------------------------------------------------
// JPEG: a sequence of marker segments; entropy-coded data follows each SOS.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DRI = 0xdd;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
/** Frame headers (SOF0–3, 5–7, 9–11, 13–15): their length is fixed by their component count. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** The segments decoding needs besides frame headers: DHT, DAC, DQT, DNL, DRI and SOS. */
const TABLE_MARKERS = new Set([0xc4, 0xcc, 0xdb, 0xdc, DRI, SOS]);
const JFIF_HEADER_BYTES = 14; // 'JFIF\0', version, units, x and y density; a thumbnail may follow
const ADOBE_BYTES = 12; // 'Adobe', version, two flag words and the colour transform
const ICC_SIGNATURE = 'ICC_PROFILE\0';
const ICC_CHUNK_HEADER = ICC_SIGNATURE.length + 2; // signature, sequence number, chunk count
const ICC_CHUNK_DATA = 0xffff - 2 - ICC_CHUNK_HEADER;

interface JpegSegment {
  marker: number;
  /** The segment's payload (after the two length bytes); empty for stand-alone markers. */
  payload: Uint8Array;
  /** Everything to copy: marker, length, payload and, after SOS, the entropy-coded data. */
  bytes: Uint8Array;
}

/** Index of the marker that ends the entropy-coded data starting at `start` (stuffed FF00 and RSTn belong to the data). */
function endOfEntropyData(input: Uint8Array, start: number): number {
  let i = start;
  while (i < input.length - 1) {
    if (input[i] === 0xff) {
      const next = input[i + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        i += 2;
        continue;
      }
      if (next !== 0xff) return i;
    }
    i += 1;
  }
  return input.length;
}

/** The segments up to EOI, and where the image ends (after EOI, or the end of a file cut short). */
function readJpegSegments(input: Uint8Array): { segments: JpegSegment[]; end: number } {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== SOI) throw new MalformedImageError('JPEG without SOI');
  const segments: JpegSegment[] = [];
  let pos = 2;
  while (pos < input.length) {
    if (input[pos] !== 0xff) throw new MalformedImageError(`JPEG marker expected at ${pos}`);
    while (pos < input.length && input[pos] === 0xff) pos += 1;
    if (pos >= input.length) throw new MalformedImageError('JPEG ends inside a marker');
    const marker = input[pos]!;
    const markerStart = pos - 1;
    pos += 1;
    if (marker === EOI) return { segments, end: pos };
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      segments.push({ marker, payload: new Uint8Array(0), bytes: input.subarray(markerStart, pos) });
      continue;
    }
    if (marker === SOI || marker === 0x00) throw new MalformedImageError(`unexpected JPEG marker ${marker}`);
    if (pos + 2 > input.length) throw new MalformedImageError('JPEG segment without length');
    const length = (input[pos]! << 8) | input[pos + 1]!;
    const segmentEnd = pos + length;
    if (length < 2 || segmentEnd > input.length) throw new MalformedImageError('JPEG segment overruns the file');
    const end = marker === SOS ? endOfEntropyData(input, segmentEnd) : segmentEnd;
    segments.push({ marker, payload: input.subarray(pos + 2, segmentEnd), bytes: input.subarray(markerStart, end) });
    pos = end;
  }
  // A file cut short after its image data still decodes; it gets its EOI back.
  return { segments, end: input.length };
}

/** Frame headers, scan headers and restart intervals have exact lengths; decoders refuse others, and extra bytes could carry text. */
function checkJpegSegmentLength({ marker, payload }: JpegSegment): void {
  const exact = SOF_MARKERS.has(marker) ? 6 + 3 * (payload[5] ?? 0) : marker === SOS ? 1 + 2 * (payload[0] ?? 0) + 3 : marker === DRI ? 2 : payload.length;
  if (payload.length !== exact) throw new MalformedImageError(`JPEG segment ${marker} of ${payload.length} bytes`);
}

/** The EXIF Orientation (1–8) of an APP1 payload, or null. */
function exifOrientation(payload: Uint8Array): number | null {
  if (!startsWithAscii(payload, 'Exif\0\0')) return null;
  const tiff = payload.subarray(6);
  if (tiff.length < 8) return null;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) === 0x0112 && view.getUint16(entry + 2, little) === 3) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

function jpegSegment(marker: number, ...parts: (Uint8Array | number[])[]): Uint8Array {
  const length = 2 + parts.reduce((sum, part) => sum + part.length, 0);
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, marker, length >> 8, length & 0xff]);
  let offset = 4;
  for (const part of parts) {
    segment.set(part, offset);
    offset += part.length;
  }
  return segment;
}

/**
 * An APP1 segment holding nothing but the Orientation tag: without it, a portrait photo taken on a
 * phone would be shown lying on its side once its EXIF is gone.
 */
function orientationOnlyApp1(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at offset 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1 value
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ];
  return jpegSegment(APP1, codes('Exif\0\0'), tiff);
}

const isJfif = (payload: Uint8Array) => payload.length >= JFIF_HEADER_BYTES && startsWithAscii(payload, 'JFIF\0');
const isAdobe = (payload: Uint8Array) => payload.length >= ADOBE_BYTES && startsWithAscii(payload, 'Adobe');
const isIccChunk = (payload: Uint8Array) => payload.length >= ICC_CHUNK_HEADER && startsWithAscii(payload, ICC_SIGNATURE);

/** The ICC profile spread over APP2 chunks, with its text blanked; null when the chunks do not make one profile. */
function jpegIccProfile(chunks: Uint8Array[]): { profile: Uint8Array; order: Uint8Array[] } | null {
  const count = chunks.length;
  const order: (Uint8Array | undefined)[] = new Array(count);
  for (const chunk of chunks) {
    const sequence = chunk[ICC_SIGNATURE.length]!;
    if (chunk[ICC_SIGNATURE.length + 1] !== count || sequence < 1 || sequence > count || order[sequence - 1]) return null;
    order[sequence - 1] = chunk;
  }
  const parts = order as Uint8Array[];
  const profile = new Uint8Array(parts.reduce((sum, chunk) => sum + chunk.length - ICC_CHUNK_HEADER, 0));
  let offset = 0;
  for (const chunk of parts) {
    profile.set(chunk.subarray(ICC_CHUNK_HEADER), offset);
    offset += chunk.length - ICC_CHUNK_HEADER;
  }
  return blankIccProfileText(profile) ? { profile, order: parts } : null;
}

function iccApp2Segments(profile: Uint8Array): Uint8Array[] {
  const count = Math.ceil(profile.length / ICC_CHUNK_DATA);
  if (count > 255) return [];
  return Array.from({ length: count }, (_, index) => jpegSegment(APP2, codes(ICC_SIGNATURE), [index + 1, count], profile.subarray(index * ICC_CHUNK_DATA, (index + 1) * ICC_CHUNK_DATA)));
}

function stripJpeg(input: Uint8Array): Uint8Array {
  const { segments } = readJpegSegments(input);
  if (!segments.some((segment) => segment.marker === SOS)) throw new MalformedImageError('JPEG without image data');
  let orientation: number | null = null;
  const iccChunks: Uint8Array[] = [];
  for (const segment of segments) {
    if (segment.marker === APP1) orientation ??= exifOrientation(segment.payload);
    if (segment.marker === APP2 && isIccChunk(segment.payload)) iccChunks.push(segment.payload);
  }
  const icc = iccChunks.length > 0 ? jpegIccProfile(iccChunks) : null;
  const out = new ByteWriter();
  out.push([0xff, SOI]);
  // JFIF wants its APP0 first; the orientation and the colour profile follow it.
  const first = segments[0];
  if (first && first.marker === APP0 && isJfif(first.payload)) out.push(jpegSegment(APP0, first.payload.subarray(0, JFIF_HEADER_BYTES - 2), [0, 0]));
  if (orientation !== null && orientation !== 1) out.push(orientationOnlyApp1(orientation));
  for (const segment of icc ? iccApp2Segments(icc.profile) : []) out.push(segment);
  for (const segment of segments) {
    const { marker, payload } = segment;
    if (marker === APP14 && isAdobe(payload)) out.push(jpegSegment(APP14, payload.subarray(0, ADOBE_BYTES)));
    if (!SOF_MARKERS.has(marker) && !TABLE_MARKERS.has(marker)) continue; // APPn, COM, JPGn, reserved and stray markers
    checkJpegSegmentLength(segment);
    out.push(segment.bytes);
  }
  out.push([0xff, EOI]);
  return out.toBytes();
}

/**
 * Blanks, in place and without changing its length, the metadata of a JPEG kept inside another
 * file (a PDF's DCTDecode image, where every offset must stay): the payload of every segment that
 * does not draw the image (APPn, COM, JPGn) becomes zeros, but for the leading JFIF's and Adobe's
 * fixed fields and the ICC profile's colour data, and whatever follows EOI (further pictures,
 * trailers) becomes zeros too. A JPEG that does not parse is left as it is; it is not drawn either.
 */
export function blankJpegMetadataInPlace(jpeg: Uint8Array): void {
  let parsed: ReturnType<typeof readJpegSegments>;
  try {
    parsed = readJpegSegments(jpeg);
  } catch {
    return;
  }
  const iccChunks: Uint8Array[] = [];
  for (const [index, { marker, payload }] of parsed.segments.entries()) {
    if (SOF_MARKERS.has(marker) || TABLE_MARKERS.has(marker)) continue;
    if (index === 0 && marker === APP0 && isJfif(payload))
      payload.fill(0, JFIF_HEADER_BYTES - 2); // no thumbnail
    else if (marker === APP14 && isAdobe(payload)) payload.fill(0, ADOBE_BYTES);
    else if (marker === APP2 && isIccChunk(payload)) iccChunks.push(payload);
    else payload.fill(0); // other APPn, COM, JPGn and reserved segments
  }
  const icc = iccChunks.length > 0 ? jpegIccProfile(iccChunks) : null;
  if (icc) {
    let offset = 0;
    for (const chunk of icc.order) {
      chunk.set(icc.profile.subarray(offset, offset + chunk.length - ICC_CHUNK_HEADER), ICC_CHUNK_HEADER);
      offset += chunk.length - ICC_CHUNK_HEADER;
    }
  } else for (const chunk of iccChunks) chunk.fill(0);
  jpeg.fill(0, parsed.end);
}

// ---------------------------------------------------------------------------------------------
// PNG: signature, then chunks (length, type, data, CRC) up to IEND.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_MAX_CHUNK = 0x7fffffff;
/** Largest colour profile inflated from an iCCP chunk. */
const PNG_MAX_PROFILE = 4 * 1024 * 1024;

/**
 * The chunks that are copied, each with the data lengths it may have: the critical ones and the
 * ancillary ones that change how the image is drawn (transparency, colour spaces, HDR, animation).
 * Their fields are numbers, of fixed size but for palettes and image data, so no text is added
 * after them. Everything else — tEXt, zTXt, iTXt, eXIf, tIME, sPLT, pCAL, private and unknown
 * chunks — is dropped; iCCP is written afresh.
 */
const PNG_KEPT_CHUNKS: Record<string, (length: number) => boolean> = {
  IHDR: (length) => length === 13,
  PLTE: (length) => length > 0 && length <= 768 && length % 3 === 0,
  IDAT: () => true,
  IEND: (length) => length === 0,
  tRNS: (length) => length <= 256,
  gAMA: (length) => length === 4,
  cHRM: (length) => length === 32,
  sRGB: (length) => length === 1,
  sBIT: (length) => length >= 1 && length <= 4,
  bKGD: (length) => length === 1 || length === 2 || length === 6,
  pHYs: (length) => length === 9,
  cICP: (length) => length === 4,
  mDCv: (length) => length === 24,
  cLLi: (length) => length === 8,
  acTL: (length) => length === 8,
  fcTL: (length) => length === 26,
  fdAT: (length) => length >= 4,
};

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1) crc = CRC_TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(codes(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** An iCCP chunk's profile under a fixed name with its text blanked, or null when it cannot be read. */
function pngIccChunk(data: Uint8Array): Uint8Array | null {
  const nameEnd = data.indexOf(0);
  if (nameEnd < 1 || nameEnd > 79 || data[nameEnd + 1] !== 0) return null;
  let profile: Uint8Array;
  try {
    profile = new Uint8Array(inflateSync(data.subarray(nameEnd + 2), { maxOutputLength: PNG_MAX_PROFILE }));
  } catch {
    return null;
  }
  if (!blankIccProfileText(profile)) return null;
  const compressed = deflateSync(profile, { level: constants.Z_BEST_COMPRESSION });
  const body = new Uint8Array(13 + compressed.length);
  body.set(codes('ICC profile\0\0'));
  body.set(compressed, 13);
  return pngChunk('iCCP', body);
}

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

function stripPng(input: Uint8Array): Uint8Array {
  if (input.length < 8 || PNG_SIGNATURE.some((byte, index) => input[index] !== byte)) throw new MalformedImageError('PNG signature');
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const out = new ByteWriter();
  out.push(input.subarray(0, 8));
  let pos = 8;
  let first = true;
  let profileSeen = false;
  while (pos + 12 <= input.length) {
    const length = view.getUint32(pos);
    if (length > PNG_MAX_CHUNK || pos + 12 + length > input.length) throw new MalformedImageError('PNG chunk overruns the file');
    if (![0, 1, 2, 3].every((index) => isLetter(input[pos + 4 + index]!))) throw new MalformedImageError('PNG chunk type');
    const type = ascii(input, pos + 4, 4);
    const end = pos + 12 + length;
    const critical = (input[pos + 4]! & 0x20) === 0;
    if (first !== (type === 'IHDR')) throw new MalformedImageError('PNG without IHDR first');
    first = false;
    const keep = PNG_KEPT_CHUNKS[type];
    if (critical && !keep?.(length)) throw new MalformedImageError(`PNG critical chunk ${type}`);
    const wanted = critical || keep !== undefined || type === 'iCCP';
    const crcValid = wanted && view.getUint32(end - 4) === crc32(input.subarray(pos + 4, end - 4));
    if (critical && !crcValid) throw new MalformedImageError(`PNG chunk ${type} with a wrong CRC`);
    if (type === 'iCCP' && crcValid && !profileSeen) {
      profileSeen = true;
      const chunk = pngIccChunk(input.subarray(pos + 8, end - 4));
      if (chunk) out.push(chunk);
    } else if (keep?.(length) && crcValid) out.push(input.subarray(pos, end));
    if (type === 'IEND') return out.toBytes();
    pos = end;
  }
  throw new MalformedImageError('PNG without IEND');
}

// ---------------------------------------------------------------------------------------------
// WebP: a RIFF container of chunks (FourCC, little-endian size, data padded to an even length).

const VP8X_ICC_FLAG = 0x20;
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;
const VP8X_BYTES = 10;
const ANIM_BYTES = 6;
const ANMF_HEADER_BYTES = 16;
const WEBP_IMAGE_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH']);

interface RiffChunk {
  fourcc: string;
  data: Uint8Array;
}

/** The chunks between `start` and `end`; a chunk that overruns them makes the file malformed. */
function readRiffChunks(input: Uint8Array, start: number, end: number): RiffChunk[] {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const chunks: RiffChunk[] = [];
  let pos = start;
  while (pos + 8 <= end) {
    const fourcc = ascii(input, pos, 4);
    const size = view.getUint32(pos + 4, true);
    if (pos + 8 + size > end) throw new MalformedImageError(`WebP chunk ${fourcc} overruns the file`);
    chunks.push({ fourcc, data: input.subarray(pos + 8, pos + 8 + size) });
    pos = Math.min(pos + 8 + size + (size & 1), end);
  }
  return chunks;
}

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length & 1));
  chunk.set(codes(fourcc));
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

function stripWebp(input: Uint8Array): Uint8Array {
  if (input.length < 12 || ascii(input, 0, 4) !== 'RIFF' || ascii(input, 8, 4) !== 'WEBP') throw new MalformedImageError('WebP header');
  const end = 8 + new DataView(input.buffer, input.byteOffset, input.byteLength).getUint32(4, true);
  if (end > input.length) throw new MalformedImageError('WebP RIFF size overruns the file');
  const chunks = readRiffChunks(input, 12, end);
  const extended = chunks[0]?.fourcc === 'VP8X';
  let profile: Uint8Array | null = null;
  const iccChunk = extended ? chunks.find((chunk) => chunk.fourcc === 'ICCP') : undefined;
  if (iccChunk) {
    profile = iccChunk.data.slice();
    if (!blankIccProfileText(profile)) profile = null;
  }
  const body = new ByteWriter();
  let hasImage = false;
  for (const { fourcc, data } of chunks) {
    if (fourcc === 'VP8X' && data === chunks[0]!.data) {
      if (data.length < VP8X_BYTES) throw new MalformedImageError('WebP VP8X');
      const header = data.slice(0, VP8X_BYTES);
      header[0] = header[0]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG | (profile ? 0 : VP8X_ICC_FLAG));
      body.push(riffChunk(fourcc, header));
    } else if (fourcc === 'ICCP' && profile && data === iccChunk!.data) {
      body.push(riffChunk(fourcc, profile));
    } else if (fourcc === 'ANIM' && extended) {
      if (data.length < ANIM_BYTES) throw new MalformedImageError('WebP ANIM');
      body.push(riffChunk(fourcc, data.subarray(0, ANIM_BYTES)));
    } else if (fourcc === 'ANMF' && extended) {
      // An animation frame: a fixed header, then its own chunks, of which only the image ones stay.
      if (data.length < ANMF_HEADER_BYTES) throw new MalformedImageError('WebP ANMF');
      const frame = new ByteWriter();
      frame.push(data.subarray(0, ANMF_HEADER_BYTES));
      const offset = data.byteOffset - input.byteOffset;
      for (const inner of readRiffChunks(input, offset + ANMF_HEADER_BYTES, offset + data.length)) {
        if (WEBP_IMAGE_CHUNKS.has(inner.fourcc)) frame.push(riffChunk(inner.fourcc, inner.data));
      }
      body.push(riffChunk(fourcc, frame.toBytes()));
      hasImage = true;
    } else if (WEBP_IMAGE_CHUNKS.has(fourcc)) {
      if (fourcc !== 'ALPH') hasImage = true;
      body.push(riffChunk(fourcc, data));
    }
    // EXIF, XMP, a second VP8X or ICCP, and chunks this file does not know are dropped.
  }
  if (!hasImage) throw new MalformedImageError('WebP without image data');
  const chunksBytes = body.toBytes();
  const out = new Uint8Array(12 + chunksBytes.length);
  out.set(input.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + chunksBytes.length, true);
  out.set(chunksBytes, 12);
  return out;
}

// ---------------------------------------------------------------------------------------------
// GIF: header, logical screen (+ global colour table), then extension and image blocks.

const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;
const GIF_TRAILER = 0x3b;
const GIF_GRAPHIC_CONTROL = 0xf9;
const GIF_APPLICATION = 0xff;
/** Application extensions that only say how many times an animation loops. */
const GIF_LOOPING_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** Position after the sub-blocks starting at `pos` (each: a size byte and that many bytes; 0 ends). */
function skipSubBlocks(input: Uint8Array, pos: number): number {
  let i = pos;
  for (;;) {
    if (i >= input.length) throw new MalformedImageError('GIF ends inside a block');
    const size = input[i]!;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
}

const colourTableSize = (packed: number) => (packed & 0x80 ? 3 * (1 << ((packed & 0x07) + 1)) : 0);

/**
 * The extension starting at `pos` written afresh from its fixed fields, or null to drop it: only the
 * graphic control extension (delay, transparency, disposal) and the looping application extensions
 * are drawn; comments, plain text and other application extensions (XMP, ICC) are not.
 */
function keptGifExtension(input: Uint8Array, pos: number): number[] | null {
  const label = input[pos + 1];
  const size = input[pos + 2];
  if (label === GIF_GRAPHIC_CONTROL && size === 4 && pos + 7 <= input.length) {
    return [GIF_EXTENSION, GIF_GRAPHIC_CONTROL, 4, ...input.subarray(pos + 3, pos + 7), 0];
  }
  if (label === GIF_APPLICATION && size === 11 && pos + 18 <= input.length && GIF_LOOPING_APPLICATIONS.has(ascii(input, pos + 3, 11))) {
    const loop = pos + 14;
    if (input[loop] !== 3 || input[loop + 1] !== 1) return null;
    return [GIF_EXTENSION, GIF_APPLICATION, 11, ...input.subarray(pos + 3, pos + 14), 3, 1, input[loop + 2]!, input[loop + 3]!, 0];
  }
  return null;
}

function stripGif(input: Uint8Array): Uint8Array {
  const version = input.length >= 13 ? ascii(input, 0, 6) : '';
  if (version !== 'GIF87a' && version !== 'GIF89a') throw new MalformedImageError('GIF header');
  let pos = 13 + colourTableSize(input[10]!);
  if (pos > input.length) throw new MalformedImageError('GIF colour table overruns the file');
  const out = new ByteWriter();
  out.push(input.subarray(0, pos));
  let images = 0;
  while (pos < input.length) {
    const block = input[pos]!;
    if (block === GIF_TRAILER) break;
    if (block === GIF_IMAGE) {
      if (pos + 10 > input.length) throw new MalformedImageError('GIF image descriptor');
      const dataStart = pos + 10 + colourTableSize(input[pos + 9]!) + 1; // + LZW minimum code size
      const end = skipSubBlocks(input, dataStart);
      out.push(input.subarray(pos, end));
      images += 1;
      pos = end;
    } else if (block === GIF_EXTENSION) {
      if (pos + 2 > input.length) throw new MalformedImageError('GIF extension');
      const end = skipSubBlocks(input, pos + 2);
      const kept = keptGifExtension(input, pos);
      if (kept) out.push(kept);
      pos = end;
    } else {
      throw new MalformedImageError(`unknown GIF block ${block}`);
    }
  }
  if (images === 0) throw new MalformedImageError('GIF without an image');
  out.push([GIF_TRAILER]);
  return out.toBytes();
}
