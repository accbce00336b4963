import { IMAGE_MAX_BYTES, PDF_MAX_BYTES, PDF_TYPE, UPLOAD_MESSAGES, type UploadResult } from '#contract/uploads-types';
import { Hono, type Context } from 'hono';
import { getFileRecord, type FileKind } from '../db/queries/files';
import { recordHit, takeBackHit } from '../db/queries/rate-limits';
import type { AppEnv } from '../env';
import { badRequest, notFound, tooLarge, tooManyRequests, unauthorized, unsupportedType } from '../lib/errors';
import { readBodyWithin } from '../lib/read-body';
import { currentUserId, requireMember } from '../middleware/session';
import { contentDisposition, FILE_KEY_PATTERN, fileUrl, isImageType, sniffContentType, storeFile } from '../services/files';
import { MalformedImageError, stripImageMetadata } from '../services/image-metadata';
import { alongsideSessionCheck } from '../middleware/member-writes';

const FILE_NOT_FOUND = 'Ficheiro não encontrado.';
const PDF_SIGN_IN = 'Inicie sessão para ver este documento.';
const NOT_MULTIPART = 'Envie o ficheiro num formulário (multipart/form-data).';
const TOO_MANY_UPLOADS = 'Enviou demasiados ficheiros. Por favor, tente novamente dentro de uma hora.';
/** Uploads (accepted or not) per member per hour: enough for any real use, a cap on filling R2. */
export const UPLOADS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;
export const uploadThrottleKey = (userId: number) => `upload:user:${userId}`;
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_ALLOWANCE = 16 * 1024;

interface UploadRule {
  kind: FileKind;
  field: string;
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
}

const AVATAR: UploadRule = { kind: 'avatar', field: 'avatar', maxBytes: IMAGE_MAX_BYTES, tooLarge: UPLOAD_MESSAGES.imageTooLarge, wrongType: UPLOAD_MESSAGES.imageWrongType };
const IMAGE: UploadRule = { ...AVATAR, kind: 'image', field: 'image' };
const PDF: UploadRule = { kind: 'pdf', field: 'pdf', maxBytes: PDF_MAX_BYTES, tooLarge: UPLOAD_MESSAGES.pdfTooLarge, wrongType: UPLOAD_MESSAGES.pdfWrongType };

/**
 * One `Range: bytes=…` request (what PDF viewers send to show the first pages before the rest has
 * arrived). Null when there is none or it is not one we serve partially (then the whole file is sent).
 */
function parseByteRange(header: string | undefined, size: number): { offset: number; length: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size);
    return suffix === 0 ? 'unsatisfiable' : { offset: size - suffix, length: suffix };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { offset: start, length: end - start + 1 };
}

async function readUploadedFile(c: Context<AppEnv>, rule: UploadRule): Promise<{ bytes: Uint8Array; name: string }> {
  const bodyLimit = rule.maxBytes + MULTIPART_ALLOWANCE;
  const declaredLength = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declaredLength) && declaredLength > bodyLimit) throw tooLarge(rule.tooLarge);
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw badRequest(NOT_MULTIPART);
  const body = await readBodyWithin(c.req.raw, bodyLimit, rule.tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw badRequest(NOT_MULTIPART);
  }
  const file = form.get(rule.field);
  if (file === null || typeof file === 'string' || file.size === 0) {
    throw badRequest(UPLOAD_MESSAGES.missingFile, { [rule.field]: UPLOAD_MESSAGES.missingFile });
  }
  if (file.size > rule.maxBytes) throw tooLarge(rule.tooLarge);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/** Checks the type from the first bytes, strips image metadata, stores the file and answers its URL. */
function uploadHandler(rule: UploadRule) {
  return async (c: Context<AppEnv>) => {
    const writes = await c.var.scope.db.write();
    // Counted before the body is read, beside the session check (one round trip); an ended session gives it back.
    const key = uploadThrottleKey(currentUserId(c));
    const hits = await alongsideSessionCheck(
      c,
      () => recordHit(writes, key, HOUR_MS),
      () => takeBackHit(writes, key, HOUR_MS),
    );
    if (hits > UPLOADS_PER_HOUR) throw tooManyRequests(TOO_MANY_UPLOADS);
    const { bytes: uploaded, name } = await readUploadedFile(c, rule);
    const sniffed = sniffContentType(uploaded);
    let bytes = uploaded;
    if (rule.kind === 'pdf') {
      if (sniffed !== PDF_TYPE) throw unsupportedType(rule.wrongType);
    } else {
      if (!isImageType(sniffed)) throw unsupportedType(rule.wrongType);
      try {
        bytes = stripImageMetadata(uploaded, sniffed);
      } catch (error) {
        if (error instanceof MalformedImageError) throw unsupportedType(rule.wrongType);
        throw error;
      }
    }
    const stored = await storeFile(c.var.scope, { bytes, kind: rule.kind, contentType: sniffed, ownerId: currentUserId(c), name });
    return c.json<UploadResult>({ url: fileUrl(stored) }, 201);
  };
}

export const fileRoutes = new Hono<AppEnv>()
  .post('/upload-avatar', requireMember, uploadHandler(AVATAR))
  .post('/upload-image', requireMember, uploadHandler(IMAGE))
  .post('/upload-pdf', requireMember, uploadHandler(PDF))
  // Hono answers HEAD with this GET route; the handler then reads only the object's metadata.
  .get('/files/:key', async (c) => {
    const key = c.req.param('key');
    if (!FILE_KEY_PATTERN.test(key)) throw notFound(FILE_NOT_FOUND);
    const record = await getFileRecord(c.var.scope.db.read, key);
    if (!record) throw notFound(FILE_NOT_FOUND);
    const isPdf = record.kind === 'pdf';
    if (isPdf && c.var.scope.viewer.id === null) throw unauthorized(PDF_SIGN_IN);
    const range = parseByteRange(c.req.header('Range'), record.size);
    const object = c.req.method === 'HEAD' ? await c.var.scope.files.head(key) : await c.var.scope.files.get(key, range && range !== 'unsatisfiable' ? range : undefined);
    if (!object) throw notFound(FILE_NOT_FOUND);
    const body = 'body' in object ? (object as R2ObjectBody).body : null;
    const headers = new Headers({
      'Content-Type': record.contentType,
      'Content-Length': String(object.size),
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': contentDisposition(key, record.name),
      'Content-Security-Policy': isPdf ? "sandbox; default-src 'none'; frame-ancestors 'self'" : "sandbox; default-src 'none'; frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': isPdf ? 'private, no-store' : 'public, max-age=31536000, immutable',
      ETag: object.httpEtag,
    });
    if (isPdf) headers.set('Vary', 'Cookie');
    if (c.req.method === 'HEAD' || !range) return new Response(body, { status: 200, headers });
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${object.size}`);
      headers.set('Content-Length', '0');
      return new Response(null, { status: 416, headers });
    }
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    headers.set('Content-Length', String(range.length));
    return new Response(body, { status: 206, headers });
  });
