import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recordHit } from '../../worker/db/queries/rate-limits';
import { uploadThrottleKey, UPLOADS_PER_HOUR } from '../../worker/routes/files';
import { storeFile } from '../../worker/services/files';
import { stripPdfMetadata } from '../../worker/services/pdf-metadata';
import { countRows, createMember } from './fixtures';
import { Client, env, ORIGIN, r2ObjectCount } from './helpers';
import { backgroundScope } from '../../worker/runtime/scope';
import {
  concatBytes,
  containsBytes,
  formWithFile,
  gifClean,
  gifWithMetadata,
  jpegClean,
  jpegWithMetadata,
  pdfDocument,
  pngClean,
  pngWithMetadata,
  SECRET_PLACE,
  webpClean,
  webpWithMetadata,
} from './image-samples';

const TWO_MB = 2 * 1024 * 1024;
const FIVE_MB = 5 * 1024 * 1024;
const KEY_URL = /^\/api\/files\/[A-Za-z0-9_-]{24}\.(jpg|png|gif|webp|pdf)$/;

async function storedBytes(url: string): Promise<Uint8Array> {
  const object = await env.FILES.get(url.replace('/api/files/', ''));
  expect(object, `R2 object for ${url}`).not.toBeNull();
  return new Uint8Array(await object!.arrayBuffer());
}

/** Runs `refuse` and proves that it left no `files` row and no R2 object behind. */
async function expectNothingStored(refuse: () => Promise<void>) {
  const rows = await countRows('files');
  const objects = await r2ObjectCount();
  await refuse();
  expect(await countRows('files')).toBe(rows);
  expect(await r2ObjectCount()).toBe(objects);
}

describe('POST /api/upload-avatar', () => {
  it('stores a JPEG without its EXIF, GPS, XMP and comment, under an unguessable key, and records it', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', jpegWithMetadata(), 'eu.jpg', 'image/jpeg'));
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(KEY_URL);
    expect(response.body.url.endsWith('.jpg')).toBe(true);
    const stored = await storedBytes(response.body.url);
    expect(containsBytes(stored, 'Exif')).toBe(false);
    expect(containsBytes(stored, SECRET_PLACE)).toBe(false);
    expect(containsBytes(stored, 'xmpmeta')).toBe(false);
    expect(stored).toEqual(jpegClean());
    const key = response.body.url.slice('/api/files/'.length);
    const row = await env.DB.prepare('SELECT kind, content_type, size, owner_id FROM files WHERE key = ?').bind(key).first();
    expect(row).toEqual({ kind: 'avatar', content_type: 'image/jpeg', size: stored.length, owner_id: member.id });
  });

  it('keeps only the orientation of a rotated phone photo, so it is not shown on its side', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', jpegWithMetadata(6), 'retrato.jpg', 'image/jpeg'));
    expect(response.status).toBe(201);
    const stored = await storedBytes(response.body.url);
    expect(containsBytes(stored, SECRET_PLACE)).toBe(false);
    const clean = jpegClean();
    const app0End = 2 + 18;
    // SOI, APP0, then one 34-byte APP1 whose only tag is Orientation = 6, then the untouched image.
    expect(Array.from(stored.subarray(app0End, app0End + 4))).toEqual([0xff, 0xe1, 0x00, 0x22]);
    expect(new TextDecoder().decode(stored.subarray(app0End + 4, app0End + 8))).toBe('Exif');
    expect(Array.from(stored.subarray(app0End + 20, app0End + 30))).toEqual([0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0, 6]);
    expect(concatBytes(stored.subarray(0, app0End), stored.subarray(app0End + 36))).toEqual(clean);
  });

  it('refuses visitors with 401 and stores nothing', async () => {
    await expectNothingStored(async () => {
      const response = await new Client().post('/api/upload-avatar', formWithFile('avatar', jpegClean(), 'eu.jpg', 'image/jpeg'));
      expect(response.status).toBe(401);
    });
  });

  it('refuses an HTML page disguised with an image name and type with 415', async () => {
    const member = await createMember();
    const page = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    await expectNothingStored(async () => {
      const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', page, 'foto.jpg', 'image/jpeg'));
      expect(response.status).toBe(415);
      expect(response.body.message).toBe('Por favor, envie uma imagem (JPEG, PNG, GIF ou WebP)');
    });
  });

  it('refuses a PDF or an SVG sent as an avatar with 415', async () => {
    const member = await createMember();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expectNothingStored(async () => {
      for (const [bytes, name, type] of [
        [pdfDocument(), 'foto.png', 'image/png'],
        [svg, 'foto.svg', 'image/svg+xml'],
      ] as const) {
        const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', bytes, name, type));
        expect(response.status).toBe(415);
      }
    });
  });

  it('refuses a file that starts like a JPEG but is not one with 415', async () => {
    const member = await createMember();
    const broken = concatBytes([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff], new TextEncoder().encode('não é uma imagem'));
    await expectNothingStored(async () => {
      const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', broken, 'foto.jpg', 'image/jpeg'));
      expect(response.status).toBe(415);
      expect(response.body.message).toBe('Por favor, envie uma imagem (JPEG, PNG, GIF ou WebP)');
    });
  });

  it('refuses an image over 2 MB with 413 "A imagem deve ter no máximo 2MB"', async () => {
    const member = await createMember();
    const big = concatBytes(jpegClean(), new Uint8Array(TWO_MB + 1 - jpegClean().length));
    await expectNothingStored(async () => {
      const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', big, 'grande.jpg', 'image/jpeg'));
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('A imagem deve ter no máximo 2MB');
    });
  });

  it('accepts an image of exactly 2 MB', async () => {
    const member = await createMember();
    const exact = concatBytes(jpegClean(), new Uint8Array(TWO_MB - jpegClean().length));
    const response = await member.client.post('/api/upload-avatar', formWithFile('avatar', exact, 'limite.jpg', 'image/jpeg'));
    expect(response.status).toBe(201);
    // What follows the end-of-image marker is not part of the image and is not kept.
    expect(await storedBytes(response.body.url)).toEqual(jpegClean());
  });

  it('refuses a body declared too large with 413 without reading it', async () => {
    const member = await createMember();
    const chunk = 64 * 1024;
    let bytesPulled = 0;
    // An endless body: only the declared Content-Length can end this request quickly.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          bytesPulled += chunk;
          controller.enqueue(new Uint8Array(chunk));
        },
      },
      { highWaterMark: 0 },
    );
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/api/upload-avatar`, {
        method: 'POST',
        body,
        headers: { Cookie: member.client.cookie, Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
      }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('A imagem deve ter no máximo 2MB');
    await body.cancel().catch(() => undefined);
    expect(bytesPulled).toBeLessThan(TWO_MB / 4);
  });

  it('refuses a request without the avatar field with 400', async () => {
    const member = await createMember();
    await expectNothingStored(async () => {
      const wrongField = await member.client.post('/api/upload-avatar', formWithFile('image', jpegClean(), 'eu.jpg', 'image/jpeg'));
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.message).toBe('Nenhum ficheiro foi enviado.');
      const textField = new FormData();
      textField.append('avatar', 'eu.jpg');
      expect((await member.client.post('/api/upload-avatar', textField)).status).toBe(400);
      const emptyFile = await member.client.post('/api/upload-avatar', formWithFile('avatar', new Uint8Array(0), '', 'application/octet-stream'));
      expect(emptyFile.status).toBe(400);
      const json = await member.client.post('/api/upload-avatar', { avatar: 'eu.jpg' });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe('Envie o ficheiro num formulário (multipart/form-data).');
    });
  });
});

describe('POST /api/upload-image', () => {
  it.each([
    ['PNG', 'png', pngWithMetadata, pngClean],
    ['GIF', 'gif', gifWithMetadata, gifClean],
    ['WebP', 'webp', webpWithMetadata, webpClean],
    ['JPEG', 'jpg', jpegWithMetadata, jpegClean],
  ] as const)('stores a %s cover without its metadata, typed by its bytes and not its name', async (_label, extension, withMetadata, clean) => {
    const member = await createMember();
    const response = await member.client.post('/api/upload-image', formWithFile('image', await withMetadata(), 'capa.bin', 'application/octet-stream'));
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(KEY_URL);
    expect(response.body.url.endsWith(`.${extension}`)).toBe(true);
    const stored = await storedBytes(response.body.url);
    expect(containsBytes(stored, SECRET_PLACE)).toBe(false);
    expect(stored).toEqual(await clean());
    const row = await env.DB.prepare('SELECT kind, owner_id FROM files WHERE key = ?').bind(response.body.url.slice(11)).first();
    expect(row).toEqual({ kind: 'image', owner_id: member.id });
  });

  it('clears the EXIF and XMP flags of an extended WebP', async () => {
    const member = await createMember();
    const response = await member.client.post('/api/upload-image', formWithFile('image', webpWithMetadata(), 'capa.webp', 'image/webp'));
    const stored = await storedBytes(response.body.url);
    expect(new TextDecoder().decode(stored.subarray(12, 16))).toBe('VP8X');
    expect(stored[20]! & 0x0c).toBe(0);
    expect(new DataView(stored.buffer, stored.byteOffset).getUint32(4, true)).toBe(stored.length - 8);
  });

  it('refuses visitors with 401, a missing field with 400 and a non-image with 415', async () => {
    const member = await createMember();
    await expectNothingStored(async () => {
      expect((await new Client().post('/api/upload-image', formWithFile('image', await pngClean(), 'a.png', 'image/png'))).status).toBe(401);
      expect((await member.client.post('/api/upload-image', formWithFile('avatar', await pngClean(), 'a.png', 'image/png'))).status).toBe(400);
      const exe = concatBytes(new TextEncoder().encode('MZ'), new Uint8Array(100));
      const wrong = await member.client.post('/api/upload-image', formWithFile('image', exe, 'capa.png', 'image/png'));
      expect(wrong.status).toBe(415);
      expect(wrong.body.message).toBe('Por favor, envie uma imagem (JPEG, PNG, GIF ou WebP)');
    });
  });
});

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
const fromLatin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** A PDF with a classic cross-reference table whose offsets are right: `objects[i]` is object i + 1. */
function pdfWith(objects: (string | Uint8Array)[], trailer: string): Uint8Array {
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${typeof body === 'string' ? body : latin1(body)}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return fromLatin1(text);
}

/** Proves the file's structure still holds: `startxref` names the table, and each entry names its own object. */
function expectValidXref(bytes: Uint8Array, objectCount: number) {
  const text = latin1(bytes);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.startsWith('xref', startxref)).toBe(true);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 3 + objectCount);
  entries.forEach((entry, index) => expect(text.startsWith(`${index + 1} 0 obj`, Number(entry.slice(0, 10)))).toBe(true));
  expect(text).toMatch(/trailer\s*<< \/Size \d+ \/Root 1 0 R\s+>>/);
}

const XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Joana Secreta</dc:creator><xmp:CreatorTool>Editor Secreto 9</xmp:CreatorTool></x:xmpmeta><?xpacket end="w"?>';
const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
const INFO =
  '<< /Author (Joana Secreta \\(autora\\)) /Creator (Editor Secreto 9) /Producer <4C6962726553656372657461> /Title (Caso da Maria >> confidencial) /Subject (Doente do Porto) /Keywords (doente, Porto) /CreationDate (D:20260101120000Z) /ModDate (D:20260102120000Z) >>';
const SECRETS = ['Joana Secreta', 'Editor Secreto', '4C6962726553656372657461', 'Maria', 'Doente do Porto', 'D:2026', 'xpacket', 'xmpmeta'];

describe('PDF metadata', () => {
  it('is removed on upload: the information dictionary and the XMP stream are blanked, every offset kept', async () => {
    const member = await createMember();
    const pdf = pdfWith(
      ['<< /Type /Catalog /Pages 2 0 R /Metadata 4 0 R >>', ...PAGES, `<< /Type /Metadata /Subtype /XML /Length ${XMP.length} >>\nstream\n${XMP}\nendstream`, INFO],
      '/Root 1 0 R /Info 5 0 R',
    );
    for (const secret of SECRETS) expect(latin1(pdf)).toContain(secret);

    const response = await member.client.post('/api/upload-pdf', formWithFile('pdf', pdf, 'caso.pdf', 'application/pdf'));
    expect(response.status).toBe(201);
    const stored = await storedBytes(response.body.url);
    expect(stored.length).toBe(pdf.length);
    const text = latin1(stored);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\/Info|\/Metadata \d/);
    expectValidXref(stored, 5);
    expect(text).toContain(`3 0 obj\n${PAGES[1]}`);
    expect(text).toMatch(/5 0 obj\n<< +>>\nendobj/);
    expect(text).toMatch(new RegExp(`4 0 obj\\n<< /Type /Metadata /Subtype /XML /Length ${XMP.length} >>\\nstream\\n {${XMP.length}}\\nendstream`));
    const row = await env.DB.prepare('SELECT size FROM files WHERE key = ?').bind(response.body.url.slice(11)).first();
    expect(row).toEqual({ size: pdf.length });
    const served = await member.client.get(response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Length')).toBe(String(pdf.length));
  });

  it('empties an information dictionary kept in a compressed object stream, and a compressed XMP stream, keeping the other objects', async () => {
    const deflate = async (text: string) => new Uint8Array(await new Response(new Blob([fromLatin1(text)]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
    const inflate = async (bytes: Uint8Array) => latin1(new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer()));
    const kept = '<< /Kept (sim) >>';
    const header = `6 0 7 ${INFO.length + 1} `;
    const objectStream = await deflate(`${header}${INFO} ${kept}`);
    const xmp = await deflate(XMP);
    const pdf = pdfWith(
      [
        '<< /Type /Catalog /Pages 2 0 R /Metadata 4 0 R >>',
        ...PAGES,
        concatBytes(fromLatin1(`<< /Type /Metadata /Subtype /XML /Filter /FlateDecode /Length ${xmp.length} >>\nstream\n`), xmp, fromLatin1('\nendstream')),
        concatBytes(fromLatin1(`<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`), objectStream, fromLatin1('\nendstream')),
      ],
      '/Root 1 0 R /Info 6 0 R',
    );

    const stripped = await stripPdfMetadata(pdf);
    expect(stripped.length).toBe(pdf.length);
    expectValidXref(stripped, 5);
    const text = latin1(stripped);
    expect(text).not.toContain('/Info');
    // The object stream, compressed again, is shorter: its /Length says so in as many digits.
    const lengthNow = /\/Type \/ObjStm \/N 2 \/First \d+ \/Filter \/FlateDecode \/Length (\d+) >>/.exec(text)![1]!;
    expect(lengthNow.length).toBe(String(objectStream.length).length);
    expect(Number(lengthNow)).toBeLessThanOrEqual(objectStream.length);
    const streamAt = text.indexOf('stream\n', text.indexOf('/Type /ObjStm')) + 'stream\n'.length;
    expect(text.slice(streamAt + Number(lengthNow), streamAt + objectStream.length).trim()).toBe('');
    const objects = await inflate(stripped.slice(streamAt, streamAt + Number(lengthNow)));
    expect(objects.startsWith(header)).toBe(true);
    expect(objects).toMatch(/^6 0 7 \d+ << +>> << \/Kept \(sim\) >>$/);
    // The compressed XMP stream is left empty and uncompressed: its data are spaces and its filter is gone.
    expect(text).toMatch(new RegExp(`<< /Type /Metadata /Subtype /XML {${' /Filter /FlateDecode'.length + 1}}/Length ${xmp.length} >>\nstream\n {${xmp.length}}\nendstream`));
  });

  it('reads a hostile file once, in bounded time, and leaves a file without metadata as it was', async () => {
    const hostile = fromLatin1(`%PDF-1.4\n${'1 0 obj <<('.repeat(200_000)}${'/Info 1 0 R '.repeat(20_000)}${'<?xpacket begin='.repeat(10_000)}`);
    const started = performance.now();
    const stripped = await stripPdfMetadata(hostile);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(stripped.length).toBe(hostile.length);
    const plain = pdfWith(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES], '/Root 1 0 R');
    expect(await stripPdfMetadata(plain)).toEqual(plain);
  });
});

describe('POST /api/upload-pdf', () => {
  it('stores a PDF as it is and records it', async () => {
    const member = await createMember();
    const pdf = pdfDocument(1000);
    const response = await member.client.post('/api/upload-pdf', formWithFile('pdf', pdf, 'protocolo.pdf', 'application/pdf'));
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(KEY_URL);
    expect(response.body.url.endsWith('.pdf')).toBe(true);
    expect(await storedBytes(response.body.url)).toEqual(pdf);
    const row = await env.DB.prepare('SELECT kind, content_type, size, owner_id FROM files WHERE key = ?').bind(response.body.url.slice(11)).first();
    expect(row).toEqual({ kind: 'pdf', content_type: 'application/pdf', size: pdf.length, owner_id: member.id });
  });

  it('refuses something else named .pdf with 415 and a Portuguese message', async () => {
    const member = await createMember();
    await expectNothingStored(async () => {
      for (const bytes of [jpegClean(), new TextEncoder().encode('<html>%PDF-1.4</html>')]) {
        const response = await member.client.post('/api/upload-pdf', formWithFile('pdf', bytes, 'protocolo.pdf', 'application/pdf'));
        expect(response.status).toBe(415);
        expect(response.body.message).toBe('Por favor, envie um ficheiro PDF.');
      }
    });
  });

  it('refuses a PDF over 5 MB with 413 and accepts one of 4 MB', async () => {
    const member = await createMember();
    await expectNothingStored(async () => {
      const response = await member.client.post('/api/upload-pdf', formWithFile('pdf', pdfDocument(FIVE_MB), 'grande.pdf', 'application/pdf'));
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('O PDF deve ter no máximo 5MB');
    });
    const fits = await member.client.post('/api/upload-pdf', formWithFile('pdf', pdfDocument(4 * 1024 * 1024), 'medio.pdf', 'application/pdf'));
    expect(fits.status).toBe(201);
  });

  it('refuses visitors with 401 and a missing field with 400', async () => {
    const member = await createMember();
    await expectNothingStored(async () => {
      expect((await new Client().post('/api/upload-pdf', formWithFile('pdf', pdfDocument(), 'p.pdf', 'application/pdf'))).status).toBe(401);
      const missing = await member.client.post('/api/upload-pdf', formWithFile('ficheiro', pdfDocument(), 'p.pdf', 'application/pdf'));
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ pdf: 'Nenhum ficheiro foi enviado.' });
    });
  });
});

describe('upload throttling', () => {
  it('refuses a member’s uploads with 429 once they pass the hourly limit, storing nothing', async () => {
    const member = await createMember();
    for (let i = 0; i < UPLOADS_PER_HOUR - 1; i += 1) await recordHit(env.DB, uploadThrottleKey(member.id), 60 * 60 * 1000);
    expect((await member.client.post('/api/upload-image', formWithFile('image', jpegClean(), 'a.jpg', 'image/jpeg'))).status).toBe(201);
    await expectNothingStored(async () => {
      const response = await member.client.post('/api/upload-pdf', formWithFile('pdf', pdfDocument(), 'p.pdf', 'application/pdf'));
      expect(response.status).toBe(429);
      expect(response.body.message).toBe('Enviou demasiados ficheiros. Por favor, tente novamente dentro de uma hora.');
    });
    const someoneElse = await createMember();
    expect((await someoneElse.client.post('/api/upload-image', formWithFile('image', jpegClean(), 'a.jpg', 'image/jpeg'))).status).toBe(201);
  });
});

describe('storeFile', () => {
  it('leaves no row behind when the R2 write fails', async () => {
    const member = await createMember();
    const failingBucket = {
      put: async () => {
        throw new Error('R2 indisponível');
      },
    } as unknown as R2Bucket;
    const rows = await countRows('files');
    await expect(storeFile(backgroundScope({ ...env, FILES: failingBucket }), { bytes: pdfDocument(), kind: 'pdf', contentType: 'application/pdf', ownerId: member.id })).rejects.toThrow(
      'R2 indisponível',
    );
    expect(await countRows('files')).toBe(rows);
  });

  it('gives every upload a different key', async () => {
    const member = await createMember();
    const keys = await Promise.all(Array.from({ length: 20 }, () => storeFile(backgroundScope(env), { bytes: pdfDocument(), kind: 'pdf', contentType: 'application/pdf', ownerId: member.id })));
    expect(new Set(keys).size).toBe(20);
  });
});
