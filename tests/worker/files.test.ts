import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createMember } from './fixtures';
import { Client, env, ORIGIN } from './helpers';
import { cleanFileName, contentDisposition } from '../../worker/services/files';
import { formWithFile, jpegClean, pdfDocument, pngClean } from './image-samples';

async function upload(path: string, field: string, bytes: Uint8Array, name: string, type: string): Promise<string> {
  const member = await createMember();
  const response = await member.client.post(path, formWithFile(field, bytes, name, type));
  expect(response.status).toBe(201);
  return response.body.url;
}

/** The raw response (the Client helper reads bodies as text), as `client` would get it. */
function rawGet(url: string, client = new Client(), method = 'GET') {
  const headers: Record<string, string> = client.cookie ? { Cookie: client.cookie } : {};
  return exports.default.fetch(new Request(`${ORIGIN}${url}`, { method, headers }));
}

describe('GET /api/files/{key}', () => {
  it('serves an image to anyone with a fixed type, nosniff, inline disposition, a sandbox CSP and long caching', async () => {
    const url = await upload('/api/upload-avatar', 'avatar', jpegClean(), 'eu.jpg', 'image/jpeg');
    const response = await rawGet(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="eu.jpg"; filename*=UTF-8''eu.jpg`);
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Length')).toBe(String(jpegClean().length));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpegClean());
  });

  it('takes the Content-Type from the files row, never from what R2 or the uploader said', async () => {
    const url = await upload('/api/upload-image', 'image', await pngClean(), 'capa.html', 'text/html');
    const key = url.slice('/api/files/'.length);
    await env.FILES.put(key, await pngClean(), { httpMetadata: { contentType: 'text/html' } });
    const response = await rawGet(url);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    await response.arrayBuffer();
  });

  it('serves a PDF only to signed-in members, privately, framable by our own pages', async () => {
    const pdf = pdfDocument(200);
    const url = await upload('/api/upload-pdf', 'pdf', pdf, 'protocolo.pdf', 'application/pdf');
    const visitor = await new Client().get(url);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Inicie sessão para ver este documento.');
    const reader = await createMember();
    const response = await rawGet(url, reader.client);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="protocolo.pdf"; filename*=UTF-8''protocolo.pdf`);
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  it('offers a file for download under the name it was uploaded with, cleaned, in UTF-8 and in ASCII', async () => {
    const url = await upload('/api/upload-pdf', 'pdf', pdfDocument(), 'C:\\Documentos\\Avaliação "inicial" da utente.PDF', 'application/pdf');
    const reader = await createMember();
    const response = await rawGet(url, reader.client);
    await response.arrayBuffer();
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="Avaliacao inicial da utente.pdf"; filename*=UTF-8''Avalia%C3%A7%C3%A3o%20inicial%20da%20utente.pdf`);
  });

  it('names a file by its key when nothing of its uploaded name is left', async () => {
    const url = await upload('/api/upload-image', 'image', await pngClean(), '..', 'image/png');
    const response = await rawGet(url);
    await response.arrayBuffer();
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="${url.slice('/api/files/'.length)}"`);
  });

  it('serves byte ranges, so a PDF viewer can show the first pages early', async () => {
    const pdf = pdfDocument(5000);
    const url = await upload('/api/upload-pdf', 'pdf', pdf, 'protocolo.pdf', 'application/pdf');
    const reader = await createMember();
    const ranged = (range: string) => exports.default.fetch(new Request(`${ORIGIN}${url}`, { headers: { Cookie: reader.client.cookie, Range: range } }));
    const first = await ranged('bytes=0-99');
    expect(first.status).toBe(206);
    expect(first.headers.get('Content-Range')).toBe(`bytes 0-99/${pdf.length}`);
    expect(first.headers.get('Content-Length')).toBe('100');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(pdf.subarray(0, 100));
    const tail = await ranged('bytes=-10');
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(pdf.subarray(pdf.length - 10));
    const rest = await ranged(`bytes=${pdf.length - 5}-`);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(pdf.subarray(pdf.length - 5));
    const beyond = await ranged(`bytes=${pdf.length}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${pdf.length}`);
    await beyond.arrayBuffer();
    const several = await ranged('bytes=0-1,5-6');
    expect(several.status).toBe(200);
    expect(new Uint8Array(await several.arrayBuffer())).toEqual(pdf);
    const visitor = await exports.default.fetch(new Request(`${ORIGIN}${url}`, { headers: { Range: 'bytes=0-99' } }));
    expect(visitor.status).toBe(401);
    await visitor.arrayBuffer();
  });

  it('answers HEAD with the headers and no body', async () => {
    const url = await upload('/api/upload-image', 'image', jpegClean(), 'capa.jpg', 'image/jpeg');
    const response = await rawGet(url, new Client(), 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Content-Length')).toBe(String(jpegClean().length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
    const pdfUrl = await upload('/api/upload-pdf', 'pdf', pdfDocument(), 'p.pdf', 'application/pdf');
    expect((await rawGet(pdfUrl, new Client(), 'HEAD')).status).toBe(401);
  });

  it('answers 404 "Ficheiro não encontrado." for an unknown or malformed key', async () => {
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAAAA.jpg', 'abc', 'AAAAAAAAAAAAAAAAAAAAAAAA.html', '..%2F..%2Fwrangler.toml', 'AAAAAAAAAAAAAAAAAAAAAAAA.JPG']) {
      const response = await new Client().get(`/api/files/${key}`);
      expect(response.status, key).toBe(404);
      expect(response.body.message).toBe('Ficheiro não encontrado.');
    }
  });

  it('answers 404 when the row exists but the object is gone', async () => {
    const url = await upload('/api/upload-image', 'image', jpegClean(), 'capa.jpg', 'image/jpeg');
    await env.FILES.delete(url.slice('/api/files/'.length));
    const response = await new Client().get(url);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Ficheiro não encontrado.');
  });
});

describe('the name an upload downloads as', () => {
  it('keeps the file name only, without control or quoting characters, with the extension of its bytes', () => {
    expect(cleanFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('Plano de intervenção\u0000\u202e.pdf', 'application/pdf')).toBe('Plano de intervenção.pdf');
    expect(cleanFileName('relatorio', 'application/pdf')).toBe('relatorio.pdf');
    expect(cleanFileName('foto.JPEG', 'image/jpeg')).toBe('foto.jpg');
    expect(cleanFileName('  a   b ?*:<>|; .pdf', 'application/pdf')).toBe('a b.pdf');
    expect(cleanFileName('.pdf', 'application/pdf')).toBeNull();
    expect(cleanFileName('é'.repeat(300), 'application/pdf')).toBe(`${'é'.repeat(116)}.pdf`);
  });

  it('says the name in UTF-8 for today’s browsers and in ASCII for the rest', () => {
    expect(contentDisposition('k.pdf', null)).toBe('inline; filename="k.pdf"');
    expect(contentDisposition('k.pdf', "O'Neill (2024).pdf")).toBe(`inline; filename="O'Neill (2024).pdf"; filename*=UTF-8''O%27Neill%20%282024%29.pdf`);
  });
});
