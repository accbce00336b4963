/**
 * Removes metadata (EXIF with GPS positions, XMP, comments, text chunks, timestamps) from JPEG,
 * PNG, WebP and GIF files without decoding them: the container is walked segment by segment and
 * only what drawing the image needs is copied. The compressed image data is copied byte for byte.
 */
import type { ImageType } from '#contract/uploads-types';

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

// ---------------------------------------------------------------------------------------------
// JPEG: a sequence of marker segments; entropy-coded data follows each SOS.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

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

function readJpegSegments(input: Uint8Array): JpegSegment[] {
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
    if (marker === EOI) return segments;
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
  return segments;
}

function keepJpegSegment(segment: JpegSegment): boolean {
  const { marker, payload } = segment;
  if (marker === APP0) return true;
  if (marker === APP2) return startsWithAscii(payload, 'ICC_PROFILE\0');
  if (marker === APP14) return startsWithAscii(payload, 'Adobe');
  if (marker >= APP1 && marker <= APP15) return false;
  return marker !== COM;
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

/**
 * An APP1 segment holding nothing but the Orientation tag: without it, a portrait photo taken on a
 * phone would be shown lying on its side once its EXIF is gone.
 */
function orientationOnlyApp1(orientation: number): number[] {
  const tiff = [
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF header, IFD0 at offset 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1 value
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ];
  const payload = [...'Exif\0\0'].map((char) => char.charCodeAt(0)).concat(tiff);
  const length = payload.length + 2;
  return [0xff, APP1, length >> 8, length & 0xff, ...payload];
}

function stripJpeg(input: Uint8Array): Uint8Array {
  const segments = readJpegSegments(input);
  if (!segments.some((segment) => segment.marker === SOS)) throw new MalformedImageError('JPEG without image data');
  let orientation: number | null = null;
  for (const segment of segments) {
    if (segment.marker === APP1) orientation ??= exifOrientation(segment.payload);
  }
  const out = new ByteWriter();
  out.push([0xff, SOI]);
  let orientationWritten = orientation === null || orientation === 1;
  for (const segment of segments) {
    // JFIF wants its APP0 first; the orientation goes right after the leading APP0 segments.
    if (!orientationWritten && segment.marker !== APP0) {
      out.push(orientationOnlyApp1(orientation!));
      orientationWritten = true;
    }
    if (keepJpegSegment(segment)) out.push(segment.bytes);
  }
  out.push([0xff, EOI]);
  return out.toBytes();
}

// ---------------------------------------------------------------------------------------------
// PNG: signature, then chunks (length, type, data, CRC) up to IEND.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(input: Uint8Array): Uint8Array {
  if (input.length < 8 || PNG_SIGNATURE.some((byte, index) => input[index] !== byte)) throw new MalformedImageError('PNG signature');
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const out = new ByteWriter();
  out.push(input.subarray(0, 8));
  let pos = 8;
  let first = true;
  while (pos + 12 <= input.length) {
    const length = view.getUint32(pos);
    const type = ascii(input, pos + 4, 4);
    const end = pos + 12 + length;
    if (end > input.length) throw new MalformedImageError(`PNG chunk ${type} overruns the file`);
    if (first && type !== 'IHDR') throw new MalformedImageError('PNG without IHDR');
    first = false;
    if (!PNG_METADATA_CHUNKS.has(type)) out.push(input.subarray(pos, end));
    if (type === 'IEND') return out.toBytes();
    pos = end;
  }
  throw new MalformedImageError('PNG without IEND');
}

// ---------------------------------------------------------------------------------------------
// WebP: a RIFF container of chunks (FourCC, little-endian size, data padded to an even length).

const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(input: Uint8Array): Uint8Array {
  if (input.length < 12 || ascii(input, 0, 4) !== 'RIFF' || ascii(input, 8, 4) !== 'WEBP') throw new MalformedImageError('WebP header');
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const end = 8 + view.getUint32(4, true);
  if (end > input.length) throw new MalformedImageError('WebP RIFF size overruns the file');
  const chunks = new ByteWriter();
  let pos = 12;
  let hasImage = false;
  while (pos + 8 <= end) {
    const fourcc = ascii(input, pos, 4);
    const size = view.getUint32(pos + 4, true);
    if (pos + 8 + size > end) throw new MalformedImageError(`WebP chunk ${fourcc} overruns the file`);
    const chunkEnd = Math.min(pos + 8 + size + (size & 1), end);
    if (fourcc === 'VP8X') {
      const copy = input.slice(pos, chunkEnd);
      if (copy.length > 8) copy[8] = copy[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      chunks.push(copy);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANIM') hasImage = true;
      chunks.push(input.subarray(pos, chunkEnd));
    }
    pos = chunkEnd;
  }
  if (!hasImage) throw new MalformedImageError('WebP without image data');
  const body = chunks.toBytes();
  const out = new Uint8Array(12 + body.length);
  out.set(input.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

// ---------------------------------------------------------------------------------------------
// GIF: header, logical screen (+ global colour table), then extension and image blocks.

const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;
const GIF_TRAILER = 0x3b;
const GIF_COMMENT = 0xfe;
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
      const label = input[pos + 1]!;
      const end = skipSubBlocks(input, pos + 2);
      const keep =
        label === GIF_COMMENT
          ? false
          : label === GIF_APPLICATION
            ? input[pos + 2] === 11 && GIF_LOOPING_APPLICATIONS.has(ascii(input, pos + 3, 11))
            : true;
      if (keep) out.push(input.subarray(pos, end));
      pos = end;
    } else {
      throw new MalformedImageError(`unknown GIF block ${block}`);
    }
  }
  if (images === 0) throw new MalformedImageError('GIF without an image');
  out.push([GIF_TRAILER]);
  return out.toBytes();
}
