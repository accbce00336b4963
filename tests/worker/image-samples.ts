/**
 * Small, real image files built byte by byte for the upload tests, with and without metadata.
 * The "clean" version of each is what stripping its "with metadata" version must give back.
 */

export const text = (value: string) => [...new TextEncoder().encode(value)];
export const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
export const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

export function concatBytes(...parts: (Uint8Array | number[])[]): Uint8Array {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part)));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of arrays) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Whether `needle` occurs anywhere in `haystack`. */
export function containsBytes(haystack: Uint8Array, needle: Uint8Array | string): boolean {
  const bytes = typeof needle === 'string' ? new TextEncoder().encode(needle) : needle;
  outer: for (let i = 0; i + bytes.length <= haystack.length; i += 1) {
    for (let j = 0; j < bytes.length; j += 1) if (haystack[i + j] !== bytes[j]) continue outer;
    return true;
  }
  return false;
}

// ------------------------------------------------------------------------------------------
// JPEG: an 8×8 grey baseline image (one block, DC 0, end of block at once).

/** The sentinel written in the GPS and description tags, to be searched for after stripping. */
export const SECRET_PLACE = 'Rua das Flores 12, Beja';

const JPEG_APP0 = [0xff, 0xe0, ...u16be(16), ...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
export const JPEG_IMAGE = [
  0xff,
  0xdb,
  ...u16be(67),
  0x00,
  ...new Array<number>(64).fill(1), // DQT: table 0, all ones
  0xff,
  0xc0,
  ...u16be(11),
  8,
  ...u16be(8),
  ...u16be(8),
  1,
  1,
  0x11,
  0, // SOF0: 8×8, one component
  0xff,
  0xc4,
  ...u16be(20),
  0x00,
  1,
  ...new Array<number>(15).fill(0),
  0x00, // DHT DC 0: one code, category 0
  0xff,
  0xc4,
  ...u16be(20),
  0x10,
  1,
  ...new Array<number>(15).fill(0),
  0x00, // DHT AC 0: one code, end of block
  0xff,
  0xda,
  ...u16be(8),
  1,
  1,
  0x00,
  0,
  63,
  0, // SOS
  0x3f, // bits 0 (DC difference 0) and 0 (end of block), padded with ones
  0xff,
  0xd9,
];

/** A big-endian TIFF block with IFD0 (description, optional orientation, GPS pointer) and a GPS IFD. */
function exifTiff(orientation?: number): number[] {
  const description = text(`${SECRET_PLACE}\0`);
  const entries0 = orientation ? 3 : 2;
  const ifd0Size = 2 + entries0 * 12 + 4;
  const descriptionOffset = 8 + ifd0Size;
  const gpsOffset = descriptionOffset + description.length;
  const gpsEntries = 2;
  const latitudeOffset = gpsOffset + 2 + gpsEntries * 12 + 4;
  const ifd0 = [
    ...u16be(entries0),
    ...u16be(0x010e),
    ...u16be(2),
    ...u32be(description.length),
    ...u32be(descriptionOffset), // ImageDescription
    ...(orientation ? [...u16be(0x0112), ...u16be(3), ...u32be(1), ...u16be(orientation), 0, 0] : []),
    ...u16be(0x8825),
    ...u16be(4),
    ...u32be(1),
    ...u32be(gpsOffset), // GPSInfo IFD pointer
    ...u32be(0),
  ];
  const gps = [
    ...u16be(gpsEntries),
    ...u16be(0x0001),
    ...u16be(2),
    ...u32be(2),
    ...text('N\0'),
    0,
    0, // GPSLatitudeRef
    ...u16be(0x0002),
    ...u16be(5),
    ...u32be(3),
    ...u32be(latitudeOffset), // GPSLatitude, 3 rationals
    ...u32be(0),
  ];
  const latitude = [...u32be(38), ...u32be(1), ...u32be(1), ...u32be(1), ...u32be(4242), ...u32be(100)];
  return [...text('MM'), ...u16be(42), ...u32be(8), ...ifd0, ...description, ...gps, ...latitude];
}

export const jpegSegment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];

export const jpegClean = (): Uint8Array => concatBytes([0xff, 0xd8], JPEG_APP0, JPEG_IMAGE);

/** The same image from a phone: EXIF with GPS, XMP, a comment, an MPF APP2 and bytes after the end. */
export function jpegWithMetadata(orientation?: number): Uint8Array {
  return concatBytes(
    [0xff, 0xd8],
    JPEG_APP0,
    jpegSegment(0xe1, [...text('Exif\0\0'), ...exifTiff(orientation)]),
    jpegSegment(0xe1, text(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description exif:GPSLatitude="${SECRET_PLACE}"/></x:xmpmeta>`)),
    jpegSegment(0xe2, text('MPF\0II*\0')),
    jpegSegment(0xfe, text(`Tirada em ${SECRET_PLACE}`)),
    JPEG_IMAGE,
    text(`trailer ${SECRET_PLACE}`),
  );
}

// ------------------------------------------------------------------------------------------
// PNG: a 1×1 RGB image, with text, EXIF and time chunks.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: number[] | Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: number[] | Uint8Array): number[] {
  const typed = [...text(type), ...data];
  return [...u32be(data.length), ...typed, ...u32be(crc32(typed))];
}

export async function zlibDeflate(data: number[]): Promise<Uint8Array> {
  const stream = new Blob([Uint8Array.from(data)]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function pngParts() {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const header = pngChunk('IHDR', [...u32be(1), ...u32be(1), 8, 2, 0, 0, 0]);
  const data = pngChunk('IDAT', await zlibDeflate([0, 0x2e, 0x7d, 0x32]));
  const end = pngChunk('IEND', []);
  return { signature, header, data, end };
}

export async function pngClean(): Promise<Uint8Array> {
  const { signature, header, data, end } = await pngParts();
  return concatBytes(signature, header, data, end);
}

export async function pngWithMetadata(): Promise<Uint8Array> {
  const { signature, header, data, end } = await pngParts();
  return concatBytes(
    signature,
    header,
    pngChunk('tEXt', text(`Comment\0${SECRET_PLACE}`)),
    pngChunk('iTXt', text(`XML:com.adobe.xmp\0\0\0\0\0${SECRET_PLACE}`)),
    pngChunk('eXIf', exifTiff()),
    pngChunk('tIME', [...u16be(2026), 11, 21, 10, 30, 0]),
    data,
    pngChunk('zTXt', [...text('Author\0'), 0, ...(await zlibDeflate(text(SECRET_PLACE)))]),
    end,
  );
}

// ------------------------------------------------------------------------------------------
// GIF: a 1×1 image with a two-colour table, looping extension, XMP and a comment.

export const GIF_SCREEN = [...text('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0x2e, 0x7d, 0x32, 0xff, 0xff, 0xff];
const GIF_LOOP = [0x21, 0xff, 11, ...text('NETSCAPE2.0'), 3, 1, 0, 0, 0];
export const GIF_FRAME = [
  0x21,
  0xf9,
  4,
  0,
  0,
  0,
  0,
  0, // graphic control
  0x2c,
  0,
  0,
  0,
  0,
  1,
  0,
  1,
  0,
  0, // image descriptor 1×1
  2,
  2,
  0x44,
  0x01,
  0, // LZW: clear, index 0, end
];

export const gifClean = (): Uint8Array => concatBytes(GIF_SCREEN, GIF_LOOP, GIF_FRAME, [0x3b]);

export function gifWithMetadata(): Uint8Array {
  const place = text(SECRET_PLACE);
  return concatBytes(GIF_SCREEN, GIF_LOOP, [0x21, 0xff, 11, ...text('XMP DataXMP'), place.length, ...place, 0], [0x21, 0xfe, place.length, ...place, 0], GIF_FRAME, [0x3b], text('depois do fim'));
}

// ------------------------------------------------------------------------------------------
// WebP: an extended (VP8X) container around a 1×1 lossless bitstream, with EXIF and XMP chunks.

/** VP8L 1×1: header, no transform, no colour cache, five single-symbol prefix codes (opaque dark green). */
export const VP8L_BITSTREAM = [0x2f, 0x00, 0x00, 0x00, 0x00, 0x68, 0x5f, 0x5d, 0x2a, 0xd3, 0xff, 0x00];

export function riffChunk(fourcc: string, data: number[]): number[] {
  return [...text(fourcc), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];
}

export function webp(chunks: number[][]): Uint8Array {
  const body = chunks.flat();
  return concatBytes(text('RIFF'), u32le(4 + body.length), text('WEBP'), body);
}

const vp8x = (flags: number) => riffChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

export const webpClean = (): Uint8Array => webp([vp8x(0), riffChunk('VP8L', VP8L_BITSTREAM)]);

export function webpWithMetadata(): Uint8Array {
  return webp([vp8x(0x08 | 0x04), riffChunk('VP8L', VP8L_BITSTREAM), riffChunk('EXIF', exifTiff()), riffChunk('XMP ', text(`<x:xmpmeta>${SECRET_PLACE}</x:xmpmeta>`))]);
}

// ------------------------------------------------------------------------------------------

export function pdfDocument(extraBytes = 0): Uint8Array {
  return concatBytes(text('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), new Uint8Array(extraBytes).fill(0x20), text('\n%%EOF\n'));
}

/** A multipart body with one file field, built the way a browser's FormData would send it. */
export function formWithFile(field: string, bytes: Uint8Array, fileName: string, declaredType: string): FormData {
  const form = new FormData();
  form.append(field, new File([bytes], fileName, { type: declaredType }));
  return form;
}
