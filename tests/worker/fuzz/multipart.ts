import fc from 'fast-check';
import { concatBytes, gifClean, gifWithMetadata, jpegClean, jpegWithMetadata, pdfDocument, pngWithMetadata, webpWithMetadata } from '../image-samples';

/*
 * Hostile uploads, described rather than given as bytes so that a counterexample reads as what
 * was sent: a real file (possibly cut or overwritten), in a field of the right name or not, in a
 * multipart body framed properly or not, under a Content-Type that says so or not. Small: the size
 * limits have their own tests, and megabytes would only slow the run down.
 */

type Sample = 'gif' | 'gifWithMetadata' | 'jpeg' | 'jpegWithMetadata' | 'pngWithMetadata' | 'webpWithMetadata' | 'pdf' | 'text' | 'empty' | 'random';

export interface UploadSpec {
  sample: Sample;
  /** The bytes of a `random` sample. */
  randomBytes: number[];
  /** Cuts the file at an offset, or overwrites a few of its bytes (offsets modulo its length). */
  corruption: null | { truncateAt: number } | { at: number; bytes: number[] };
  field: 'expected' | 'other' | 'twice' | 'asText';
  filename: string;
  declaredType: string;
  framing: 'proper' | 'quotedBoundary' | 'lfOnly' | 'noBoundaryParameter' | 'wrongBoundary' | 'truncated' | 'noClosingBoundary' | 'manyParts' | 'hugePartHeader' | 'json' | 'noContentType';
}

export const uploadSpec: fc.Arbitrary<UploadSpec> = fc.record({
  sample: fc.constantFrom<Sample>('gif', 'gifWithMetadata', 'jpeg', 'jpegWithMetadata', 'pngWithMetadata', 'webpWithMetadata', 'pdf', 'text', 'empty', 'random'),
  randomBytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
  corruption: fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.record({ truncateAt: fc.nat() }) },
    { weight: 3, arbitrary: fc.record({ at: fc.nat(), bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 8 }) }) },
  ),
  field: fc.oneof({ weight: 6, arbitrary: fc.constant<UploadSpec['field']>('expected') }, { weight: 1, arbitrary: fc.constantFrom<UploadSpec['field']>('other', 'twice', 'asText') }),
  filename: fc.constantFrom(
    'foto.jpg',
    'documento.pdf',
    '',
    '../../etc/passwd',
    'nome "com" aspas.png',
    'linha\r\nContent-Type: text/html.png',
    'nul\u0000.png',
    'ünïcödé.gif',
    '\uD800.png',
    'a'.repeat(2000),
  ),
  declaredType: fc.constantFrom('image/gif', 'image/png', 'image/jpeg', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream', ''),
  framing: fc.oneof(
    { weight: 6, arbitrary: fc.constant<UploadSpec['framing']>('proper') },
    {
      weight: 4,
      arbitrary: fc.constantFrom<UploadSpec['framing']>(
        'quotedBoundary',
        'lfOnly',
        'noBoundaryParameter',
        'wrongBoundary',
        'truncated',
        'noClosingBoundary',
        'manyParts',
        'hugePartHeader',
        'json',
        'noContentType',
      ),
    },
  ),
});

const encode = (text: string) => new TextEncoder().encode(text);

async function sampleBytes(spec: UploadSpec): Promise<Uint8Array> {
  switch (spec.sample) {
    case 'gif':
      return gifClean();
    case 'gifWithMetadata':
      return gifWithMetadata();
    case 'jpeg':
      return jpegClean();
    case 'jpegWithMetadata':
      return jpegWithMetadata();
    case 'pngWithMetadata':
      return pngWithMetadata();
    case 'webpWithMetadata':
      return webpWithMetadata();
    case 'pdf':
      return pdfDocument();
    case 'text':
      return encode('Olá, isto não é uma imagem.');
    case 'empty':
      return new Uint8Array(0);
    case 'random':
      return Uint8Array.from(spec.randomBytes);
  }
}

async function fileBytes(spec: UploadSpec): Promise<Uint8Array> {
  const bytes = await sampleBytes(spec);
  const { corruption } = spec;
  if (corruption === null || bytes.length === 0) return bytes;
  if ('truncateAt' in corruption) return bytes.slice(0, corruption.truncateAt % bytes.length);
  const out = bytes.slice();
  corruption.bytes.forEach((byte, index) => {
    out[(corruption.at + index) % out.length] = byte;
  });
  return out;
}

const BOUNDARY = '----RedeTOFuzz7MA4YWxkTrZu0gW';

/** The body and Content-Type (null: none) of an upload request. */
export async function buildUpload(spec: UploadSpec, expectedField: string): Promise<{ body: Uint8Array; contentType: string | null }> {
  const file = await fileBytes(spec);
  const newline = spec.framing === 'lfOnly' ? '\n' : '\r\n';
  const part = (name: string, content: Uint8Array, filename?: string, extraHeader = '') =>
    concatBytes(
      encode(
        `--${BOUNDARY}${newline}Content-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}${newline}` +
          `${filename !== undefined && spec.declaredType ? `Content-Type: ${spec.declaredType}${newline}` : ''}${extraHeader}${newline}`,
      ),
      content,
      encode(newline),
    );
  const field = spec.field === 'other' ? 'ficheiro' : expectedField;
  const parts: Uint8Array[] = [];
  if (spec.framing === 'manyParts') for (let i = 0; i < 2000; i += 1) parts.push(part(`campo${i}`, encode('x')));
  if (spec.field === 'asText') parts.push(part(field, encode('/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png')));
  else parts.push(part(field, file, spec.filename, spec.framing === 'hugePartHeader' ? `X-Extra: ${'a'.repeat(20_000)}${newline}` : ''));
  if (spec.field === 'twice') parts.push(part(field, file, spec.filename));
  if (spec.framing !== 'noClosingBoundary') parts.push(encode(`--${BOUNDARY}--${newline}`));
  let body = concatBytes(...parts);
  if (spec.framing === 'truncated') body = body.slice(0, Math.floor(body.length / 2));

  switch (spec.framing) {
    case 'json':
      return { body: file, contentType: 'application/json' };
    case 'noContentType':
      return { body, contentType: null };
    case 'noBoundaryParameter':
      return { body, contentType: 'multipart/form-data' };
    case 'wrongBoundary':
      return { body, contentType: 'multipart/form-data; boundary=outra-fronteira' };
    case 'quotedBoundary':
      return { body, contentType: `multipart/form-data; boundary="${BOUNDARY}"` };
    default:
      return { body, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  }
}
