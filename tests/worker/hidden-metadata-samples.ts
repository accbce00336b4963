/**
 * Files that hide an author's name where metadata stripping used to miss it: every hiding place
 * holds MARKER, in whatever encoding the place uses, so a test can search for every form of it in
 * what was stored. Built byte by byte; each builder says where the marker hides.
 */
import { inflateSync, constants } from 'node:zlib';
import { concatBytes, crc32, GIF_FRAME, GIF_SCREEN, JPEG_IMAGE, jpegSegment, pngChunk, pngParts, riffChunk, text, u16be, u32be, VP8L_BITSTREAM, webp, zlibDeflate } from './image-samples';

export const MARKER = 'Maria Secreta';

const latin1 = (bytes: Uint8Array) => {
  let out = '';
  for (let start = 0; start < bytes.length; start += 0x8000) out += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return out;
};
export const fromLatin1 = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));
const utf16be = (value: string) => [...value].flatMap((char) => [char.charCodeAt(0) >> 8, char.charCodeAt(0) & 0xff]);
const utf16le = (value: string) => [...value].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]);
const hex = (bytes: number[]) => bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
/** The ASCII bytes of `value` in upper-case hexadecimal, as a PDF hexadecimal string holds them. */
export const asciiHex = (value: string) => hex(text(value)).toUpperCase();
const octal = (value: string) => [...value].map((char) => `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`).join('');

/**
 * Every form in which the marker (or its second word, which nested parentheses can split from the
 * first) could be left in a file: plain, UTF-16 both ways, hexadecimal in both cases (of the plain
 * and of the UTF-16BE bytes) and as a PDF literal string's octal escapes.
 */
function markerForms(marker = MARKER): { form: string; bytes: string }[] {
  return [marker, marker.split(' ').at(-1)!].flatMap((word) => [
    { form: `'${word}'`, bytes: word },
    { form: `'${word}' in UTF-16BE`, bytes: String.fromCharCode(...utf16be(word)) },
    { form: `'${word}' in UTF-16LE`, bytes: String.fromCharCode(...utf16le(word)) },
    { form: `'${word}' in hexadecimal`, bytes: hex(text(word)).toUpperCase() },
    { form: `'${word}' in lower-case hexadecimal`, bytes: hex(text(word)) },
    { form: `'${word}' in UTF-16BE hexadecimal`, bytes: hex(utf16be(word)).toUpperCase() },
    { form: `'${word}' in lower-case UTF-16BE hexadecimal`, bytes: hex(utf16be(word)) },
    { form: `'${word}' in octal escapes`, bytes: octal(word) },
  ]);
}

/** The forms of the marker found in `bytes` (an empty list when it is gone). */
export function markersIn(bytes: Uint8Array): string[] {
  const haystack = latin1(bytes);
  return markerForms()
    .filter(({ bytes: needle }) => haystack.includes(needle))
    .map(({ form }) => form);
}

// ------------------------------------------------------------------------------------------
// An ICC profile whose description (v2 'desc'), copyright ('text'), device model ('mluc') and
// creation date name the marker, with one colour tag (the white point) that must survive.

export const ICC_WHITE_POINT = [...text('XYZ '), 0, 0, 0, 0, ...u32be(0xf6d6), ...u32be(0x10000), ...u32be(0xd32d)];

export function iccProfile(marker = MARKER): Uint8Array {
  const align = (tag: number[]) => [...tag, ...new Array<number>((4 - (tag.length % 4)) % 4).fill(0)];
  const description = align([
    ...text('desc'),
    0,
    0,
    0,
    0,
    ...u32be(marker.length + 1),
    ...text(marker),
    0,
    ...u32be(0),
    ...u32be(marker.length),
    ...utf16be(marker), // Unicode language code and string
    0,
    0,
    marker.length,
    ...text(marker),
    ...new Array<number>(67 - marker.length).fill(0), // ScriptCode string
  ]);
  const copyright = align([...text('text'), 0, 0, 0, 0, ...text(`Copyright ${marker}`), 0]);
  const model = align([...text('mluc'), 0, 0, 0, 0, ...u32be(1), ...u32be(12), ...text('ptPT'), ...u32be(2 * marker.length), ...u32be(28), ...utf16be(marker)]);
  const tags: [string, number[]][] = [
    ['desc', description],
    ['cprt', copyright],
    ['dmdd', model],
    ['wtpt', ICC_WHITE_POINT],
  ];
  let offset = 128 + 4 + 12 * tags.length;
  const table: number[] = [...u32be(tags.length)];
  for (const [signature, data] of tags) {
    table.push(...text(signature), ...u32be(offset), ...u32be(data.length));
    offset += data.length;
  }
  const header = [
    ...u32be(offset),
    ...text('lcms'),
    0x02,
    0x10,
    0,
    0,
    ...text('mntr'),
    ...text('RGB '),
    ...text('XYZ '),
    ...u16be(2026),
    ...u16be(11),
    ...u16be(28),
    ...u16be(10),
    ...u16be(30),
    ...u16be(0), // created
    ...text('acsp'),
    ...text('APPL'),
    0,
    0,
    0,
    0,
    ...text('MRIA'),
    ...text('SCRT'),
    ...new Array<number>(8).fill(0),
    0,
    0,
    0,
    0,
    ...u32be(0xf6d6),
    ...u32be(0x10000),
    ...u32be(0xd32d),
    ...text('lcms'),
    ...new Array<number>(16).fill(0x5a),
    ...new Array<number>(28).fill(0), // profile ID, reserved
  ];
  return Uint8Array.from([...header, ...table, ...tags.flatMap(([, data]) => data)]);
}

/** A big-endian TIFF block whose IFD0 holds the Artist tag (0x013B). */
function exifWithArtist(marker = MARKER): number[] {
  const artist = text(`${marker}\0`);
  return [...text('MM'), ...u16be(42), ...u32be(8), ...u16be(1), ...u16be(0x013b), ...u16be(2), ...u32be(artist.length), ...u32be(26), ...u32be(0), ...artist];
}

// ------------------------------------------------------------------------------------------
// JPEG

const JPEG_TABLES_AND_SCAN = JPEG_IMAGE.slice(0, -2); // DQT, SOF0, two DHT, SOS and its data: no EOI
const marker = () => text(MARKER);

/** An ICC profile in APP2 chunks of at most `chunkData` bytes, as cameras split a large one. */
function iccApp2(profile: Uint8Array, chunkData: number): number[] {
  const count = Math.ceil(profile.length / chunkData);
  return Array.from({ length: count }, (_, index) => jpegSegment(0xe2, [...text('ICC_PROFILE\0'), index + 1, count, ...profile.subarray(index * chunkData, (index + 1) * chunkData)])).flat();
}

/**
 * A JPEG that hides the marker in a JFIF thumbnail, a JFXX APP0, EXIF's Artist, XMP, an ICC profile
 * split over two APP2 chunks, a FlashPix APP2, IPTC's By-line (APP13), bytes after Adobe's fixed
 * fields (APP14), APP15, a UTF-16 comment, a JPG0 extension, a comment and an APP0 after the scan,
 * after EOI and in a second picture appended to the first.
 */
export function jpegHidingAuthor(): Uint8Array {
  const thumbnail = Array.from({ length: 3 * MARKER.length }, (_, index) => marker()[index % MARKER.length]!);
  return concatBytes(
    [0xff, 0xd8],
    jpegSegment(0xe0, [...text('JFIF\0'), 1, 2, 1, 0, 72, 0, 72, MARKER.length, 1, ...thumbnail]),
    jpegSegment(0xe0, [...text('JFXX\0'), 0x13, ...marker()]),
    jpegSegment(0xe1, [...text('Exif\0\0'), ...exifWithArtist()]),
    jpegSegment(0xe1, text(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><dc:creator>${MARKER}</dc:creator></x:xmpmeta>`)),
    iccApp2(iccProfile(), 200),
    jpegSegment(0xe2, [...text('FPXR\0'), ...marker()]),
    jpegSegment(0xed, [...text('Photoshop 3.0\0'), ...text('8BIM'), 0x04, 0x04, 0, 0, ...u32be(5 + MARKER.length), 0x1c, 0x02, 0x50, ...u16be(MARKER.length), ...marker()]),
    jpegSegment(0xee, [...text('Adobe'), 0, 100, 0, 0, 0, 0, 1, ...marker()]),
    jpegSegment(0xef, marker()),
    jpegSegment(0xfe, utf16be(MARKER)),
    jpegSegment(0xf0, marker()),
    JPEG_TABLES_AND_SCAN,
    jpegSegment(0xfe, marker()),
    jpegSegment(0xe0, [...text('JFIF\0'), ...marker()]),
    [0xff, 0xd9],
    marker(),
    [0xff, 0xd8],
    jpegSegment(0xfe, marker()),
    [0xff, 0xd9],
  );
}

/** A JPEG whose frame header (SOF0) is longer than its one component needs, the marker in the extra bytes. */
export function jpegWithLongFrameHeader(): Uint8Array {
  const sofAt = JPEG_IMAGE.findIndex((byte, index) => byte === 0xff && JPEG_IMAGE[index + 1] === 0xc0);
  const sof = JPEG_IMAGE.slice(sofAt + 4, sofAt + 13);
  return concatBytes([0xff, 0xd8], JPEG_IMAGE.slice(0, sofAt), jpegSegment(0xc0, [...sof, ...marker()]), JPEG_IMAGE.slice(sofAt + 13));
}

// ------------------------------------------------------------------------------------------
// PNG

/** A chunk whose CRC is wrong, as a file cut and pasted together has. */
const withWrongCrc = (chunk: number[]) => [...chunk.slice(0, -4), ...u32be((crc32(chunk.slice(4, -4)) ^ 0xffffffff) >>> 0)];

/**
 * A PNG that hides the marker in an iCCP chunk's name and profile, after gAMA's four bytes (a
 * crafted length), in tEXt, compressed iTXt, zTXt, eXIf, sPLT's palette name, a private chunk, a
 * C2PA manifest chunk, a text chunk with a wrong CRC and chunks after IEND.
 */
export async function pngHidingAuthor(): Promise<Uint8Array> {
  const { signature, header, data, end } = await pngParts();
  return concatBytes(
    signature,
    header,
    pngChunk('iCCP', [...marker(), 0, 0, ...(await zlibDeflate([...iccProfile()]))]),
    pngChunk('gAMA', [...u32be(45455), ...marker()]),
    pngChunk('tEXt', text(`Author\0${MARKER}`)),
    pngChunk('iTXt', [...text('Author\0'), 1, 0, ...text('pt\0Autora\0'), ...(await zlibDeflate(text(MARKER)))]),
    pngChunk('zTXt', [...text('Author\0'), 0, ...(await zlibDeflate(utf16be(MARKER)))]),
    pngChunk('eXIf', exifWithArtist()),
    pngChunk('tIME', [...u16be(2026), 11, 28, 10, 30, 0]),
    pngChunk('sPLT', [...marker(), 0, 8, 0x2e, 0x7d, 0x32, 0xff, 0, 1]),
    pngChunk('prVt', marker()),
    pngChunk('caBX', marker()),
    withWrongCrc(pngChunk('tEXt', text(`Comment\0${MARKER}`))),
    data,
    end,
    pngChunk('tEXt', text(`Comment\0${MARKER}`)),
  );
}

/** The chunks of a PNG: type, data, and whether the stored CRC is right. */
export function pngChunks(png: Uint8Array): { type: string; data: Uint8Array; crcValid: boolean }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array; crcValid: boolean }[] = [];
  for (let pos = 8; pos + 12 <= png.length;) {
    const length = view.getUint32(pos);
    const type = String.fromCharCode(...png.subarray(pos + 4, pos + 8));
    const crcValid = view.getUint32(pos + 8 + length) === crc32(png.subarray(pos + 4, pos + 8 + length));
    chunks.push({ type, data: png.subarray(pos + 8, pos + 8 + length), crcValid });
    pos += 12 + length;
  }
  return chunks;
}

// ------------------------------------------------------------------------------------------
// WebP and GIF

/**
 * A WebP that hides the marker after VP8X's ten bytes, in an ICC profile, EXIF, XMP, a chunk of
 * unknown name and after the RIFF container's end.
 */
export function webpHidingAuthor(): Uint8Array {
  return concatBytes(
    webp([
      riffChunk('VP8X', [0x20 | 0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...marker()]),
      riffChunk('ICCP', [...iccProfile()]),
      riffChunk('VP8L', VP8L_BITSTREAM),
      riffChunk('EXIF', exifWithArtist()),
      riffChunk('XMP ', text(`<x:xmpmeta><dc:creator>${MARKER}</dc:creator></x:xmpmeta>`)),
      riffChunk('AUTH', marker()),
    ]),
    marker(),
  );
}

/** An animated WebP that hides the marker after ANIM's six bytes and in a chunk of unknown name inside a frame. */
export function animatedWebpHidingAuthor(): Uint8Array {
  const frameHeader = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0];
  return webp([
    riffChunk('VP8X', [0x02, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    riffChunk('ANIM', [0, 0, 0, 0, 0, 0, ...marker()]),
    riffChunk('ANMF', [...frameHeader, ...riffChunk('VP8L', VP8L_BITSTREAM), ...riffChunk('NOTE', marker())]),
  ]);
}

/**
 * A GIF that hides the marker in sub-blocks after the looping count and after the graphic control
 * fields, in a plain text extension, an extension of unknown label, a comment, an XMP application
 * extension and after the trailer.
 */
export function gifHidingAuthor(): Uint8Array {
  const m = marker();
  return concatBytes(
    GIF_SCREEN,
    [0x21, 0xff, 11, ...text('NETSCAPE2.0'), 3, 1, 0, 0, m.length, ...m, 0],
    [0x21, 0x01, 12, 0, 0, 0, 0, 1, 0, 1, 0, 8, 8, 1, 0, m.length, ...m, 0],
    [0x21, 0x99, m.length, ...m, 0],
    [0x21, 0xfe, m.length, ...m, 0],
    [0x21, 0xff, 11, ...text('XMP DataXMP'), m.length, ...m, 0],
    [0x21, 0xf9, 4, 0, 0, 0, 0, m.length, ...m, 0],
    GIF_FRAME.slice(8),
    [0x3b],
    m,
  );
}

// ------------------------------------------------------------------------------------------
// PDF

type PdfBody = string | Uint8Array;

/** `<FEFF…>`: the marker as a hexadecimal UTF-16BE text string, as Word writes its metadata. */
export const MARKER_UTF16_HEX = `<FEFF${hex(utf16be(MARKER)).toUpperCase()}>`;
/** The marker as a literal string of octal escapes. */
export const MARKER_OCTAL = `(${octal(MARKER)})`;

/**
 * A PDF written as an original and incremental updates, each revision with its own objects,
 * cross-reference section and trailer (`/Prev` chains them), so every offset is right.
 */
export function pdfRevisions(revisions: { objects: [number, PdfBody][]; trailer: string; after?: string }[]): Uint8Array {
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  let previous: number | null = null;
  let size = 1;
  for (const { objects, trailer, after } of revisions) {
    const offsets: [number, number][] = [];
    for (const [number, body] of objects) {
      offsets.push([number, out.length]);
      out += `${number} 0 obj\n${typeof body === 'string' ? body : latin1(body)}\nendobj\n`;
      size = Math.max(size, number + 1);
    }
    const xref = out.length;
    out += `xref\n${previous === null ? '0 1\n0000000000 65535 f \n' : ''}`;
    for (const [number, offset] of offsets) out += `${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${size} ${trailer}${previous === null ? '' : ` /Prev ${previous}`} >>\nstartxref\n${xref}\n%%EOF\n${after ?? ''}`;
    previous = xref;
  }
  return fromLatin1(out);
}

export async function deflate(value: PdfBody): Promise<Uint8Array> {
  return zlibDeflate([...(typeof value === 'string' ? fromLatin1(value) : value)]);
}

/** A stream object's body: its dictionary (without `/Length`, added here) and data. */
export function streamBody(dictionary: string, data: PdfBody): Uint8Array {
  const bytes = typeof data === 'string' ? fromLatin1(data) : data;
  return concatBytes(fromLatin1(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`), bytes, fromLatin1('\nendstream'));
}

/**
 * A PDF 1.5 file: top-level objects, an object stream (Flate-compressed) holding `compressed`, and
 * a cross-reference stream (unfiltered, so the test can read it) naming them all.
 */
export async function pdfWithObjectStream(
  top: [number, PdfBody][],
  objectStream: { number: number; objects: [number, string][]; dictionary?: string; encode?: (data: Uint8Array) => Promise<Uint8Array> },
  trailer: string,
): Promise<Uint8Array> {
  let headerText = '';
  let bodyText = '';
  for (const [number, body] of objectStream.objects) {
    headerText += `${number} ${bodyText.length} `;
    bodyText += `${body}\n`;
  }
  const data = await (objectStream.encode ?? deflate)(fromLatin1(headerText + bodyText));
  const streamObject = streamBody(`/Type /ObjStm /N ${objectStream.objects.length} /First ${headerText.length} ${objectStream.dictionary ?? '/Filter /FlateDecode'}`, data);
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const entries = new Map<number, number[]>();
  for (const [number, body] of [...top, [objectStream.number, streamObject] as [number, PdfBody]]) {
    entries.set(number, [1, out.length, 0]);
    out += `${number} 0 obj\n${typeof body === 'string' ? body : latin1(body)}\nendobj\n`;
  }
  objectStream.objects.forEach(([number], index) => entries.set(number, [2, objectStream.number, index]));
  const xrefNumber = Math.max(...entries.keys()) + 1;
  entries.set(xrefNumber, [1, out.length, 0]);
  const rows: number[] = [];
  for (let number = 0; number <= xrefNumber; number++) {
    const [type, field2, field3] = entries.get(number) ?? [0, 0, 65535];
    rows.push(type!, ...u32be(field2!), ...u16be(field3!));
  }
  const xrefAt = out.length;
  out += `${xrefNumber} 0 obj\n${latin1(streamBody(`/Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] ${trailer}`, Uint8Array.from(rows)))}\nendobj\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return fromLatin1(out);
}

/** The data of every stream of a PDF, decompressed where it inflates (a stream's data may be followed by padding). */
export function decodedStreams(pdf: Uint8Array): Uint8Array[] {
  const source = latin1(pdf);
  const streams: Uint8Array[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    if (source.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const data = pdf.subarray(start, end === -1 ? pdf.length : end);
    streams.push(data);
    try {
      streams.push(new Uint8Array(inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH })));
    } catch {
      // not compressed
    }
  }
  return streams;
}

/**
 * What keeps a PDF readable after blanking: its header, its `%%EOF`, and a cross-reference chain
 * (tables or an unfiltered stream, followed through `/Prev`) whose every entry still points at the
 * object it names — in the file, or in an object stream whose header still lists it.
 */
export function pdfStructureProblems(pdf: Uint8Array): string[] {
  const source = latin1(pdf);
  const problems: string[] = [];
  if (!source.startsWith('%PDF-1.')) problems.push('no %PDF- header');
  if (!/%%EOF\s*$/.test(source)) problems.push('no %%EOF at the end');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(source);
  if (!startxref) return [...problems, 'no startxref'];
  const at = (number: number, offset: number) => new RegExp(`^${number} \\d+ obj`).test(source.slice(offset, offset + 20));
  for (let section: number | null = Number(startxref[1]), guard = 0; section !== null && guard < 16; guard++) {
    if (source.startsWith('xref', section)) {
      const end = source.indexOf('trailer', section);
      const lines = source
        .slice(section + 4, end)
        .trim()
        .split(/\r?\n/);
      for (let line = 0; line < lines.length;) {
        const [first, count] = lines[line]!.trim().split(/\s+/).map(Number);
        for (let index = 0; index < count!; index++) {
          const [offset, , type] = lines[line + 1 + index]!.trim().split(/\s+/);
          if (type === 'n' && !at(first! + index, Number(offset))) problems.push(`xref entry for ${first! + index} points at ${Number(offset)}`);
        }
        line += 1 + count!;
      }
      const prev = /\/Prev\s+(\d+)/.exec(source.slice(end, source.indexOf('>>', end)));
      section = prev ? Number(prev[1]) : null;
    } else {
      const head = /^(\d+) \d+ obj\s*<<([^]*?)>>\s*stream\r?\n/.exec(source.slice(section));
      if (!head || !/\/Type\s*\/XRef/.test(head[2]!)) return [...problems, `startxref ${section} names no cross-reference section`];
      const widths = /\/W\s*\[(\d+) (\d+) (\d+)\]/.exec(head[2]!)!.slice(1).map(Number);
      const size = Number(/\/Size (\d+)/.exec(head[2]!)![1]);
      const rowsAt = section + head[0].length;
      const row = widths.reduce((sum, width) => sum + width, 0);
      const field = (offset: number, width: number) => [...pdf.subarray(offset, offset + width)].reduce((value, byte) => value * 256 + byte, 0);
      for (let number = 0; number < size; number++) {
        const base = rowsAt + number * row;
        const type = field(base, widths[0]!);
        const second = field(base + widths[0]!, widths[1]!);
        if (type === 1 && !at(number, second)) problems.push(`xref stream entry for ${number} points at ${second}`);
        if (type === 2) {
          const objectStream = new RegExp(`(?:^|\\n)${second} 0 obj\\n<<([^]*?)>>\\nstream\\n`).exec(source);
          const first = objectStream && /\/First (\d+)/.exec(objectStream[1]!);
          if (!objectStream || !first) {
            problems.push(`object stream ${second} of object ${number} is gone`);
            continue;
          }
          const dataAt = objectStream.index + objectStream[0].length;
          const decoded = latin1(new Uint8Array(inflateSync(pdf.subarray(dataAt, source.indexOf('endstream', dataAt)), { finishFlush: constants.Z_SYNC_FLUSH })));
          if (!new RegExp(`(^|\\s)${number} \\d+`).test(decoded.slice(0, Number(first[1])))) problems.push(`object stream ${second} no longer lists ${number}`);
        }
      }
      section = null;
    }
  }
  return problems;
}
