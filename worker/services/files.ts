import { FILE_URL_PREFIX } from '#contract/common-types';
import { PDF_TYPE, UPLOAD_MESSAGES } from '#contract/uploads-types';
import { deleteFileRecord, insertFileRecord, type FileKind } from '../db/queries/files';
import { badRequest } from '../lib/errors';
import type { Scope } from '../runtime/scope';
import type { ImageContentType } from './image-metadata';
import { stripPdfMetadata, UnstrippablePdfError } from './pdf-metadata';

export type StoredContentType = ImageContentType | typeof PDF_TYPE;

const EXTENSIONS: Record<StoredContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** 144 random bits in base64url (24 characters) and the extension of the stored type. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{24}\.(jpg|png|gif|webp|pdf)$/;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const codes = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the file's first bytes announce, whatever its name or declared type say; null for anything else. */
export function sniffContentType(bytes: Uint8Array): StoredContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, codes('GIF87a')) || startsWith(bytes, codes('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, codes('RIFF')) && startsWith(bytes, codes('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, codes('%PDF-'))) return 'application/pdf';
  return null;
}

export const isImageType = (type: StoredContentType | null): type is ImageContentType => type !== null && type !== PDF_TYPE;

function newFileKey(contentType: StoredContentType): string {
  const random = crypto.getRandomValues(new Uint8Array(18));
  const base64url = btoa(String.fromCharCode(...random))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `${base64url}.${EXTENSIONS[contentType]}`;
}

export const fileUrl = (key: string) => `${FILE_URL_PREFIX}${key}`;

const NAME_MAX = 120;

/**
 * The name an upload had on the member's computer, as it may be offered back when the file is
 * downloaded (docs/rules/first-day.md): no folders, no control or quoting characters, spaces
 * collapsed, at most 120 characters, and the extension of the type its bytes showed (a PDF named
 * 'relatorio' downloads as 'relatorio.pdf'). Null when nothing of the name is left.
 */
export function cleanFileName(name: string, contentType: StoredContentType): string | null {
  const extension = EXTENSIONS[contentType];
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // Browsers send a quote, CR and LF of a name as %22, %0D and %0A in the multipart body.
    .replace(/%22|%0[AD]/gi, '')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(new RegExp(`\\.${extension === 'jpg' ? 'jpe?g' : extension}$`, 'i'), '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (base === '') return null;
  return `${[...base]
    .slice(0, NAME_MAX - extension.length - 1)
    .join('')
    .trimEnd()}.${extension}`;
}

/**
 * The Content-Disposition of a file served inline, naming it for a download: the name as
 * uploaded (RFC 6266's `filename*` in UTF-8, and an ASCII `filename` for old clients), or the key.
 */
export function contentDisposition(key: string, name: string | null): string {
  if (!name) return `inline; filename="${key}"`;
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A PDF without its metadata; one whose metadata cannot be removed in place is refused (400), never stored with it. */
async function pdfWithoutMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await stripPdfMetadata(bytes);
  } catch (error) {
    if (error instanceof UnstrippablePdfError) throw badRequest(UPLOAD_MESSAGES.pdfMetadataKept, { pdf: UPLOAD_MESSAGES.pdfMetadataKept });
    throw error;
  }
}

/**
 * Stores an upload: the `files` row first, then the R2 object; if the object cannot be written the
 * row is removed again. (A row left behind by a failure of both is swept after 24 hours; an object
 * without a row would never be.) A PDF is stored without its metadata (author, producer, XMP,
 * annotation authors), as images are (services/pdf-metadata.ts), under the name it was uploaded
 * with, cleaned. Answers the new key.
 */
export async function storeFile(scope: Pick<Scope, 'db' | 'files'>, file: { bytes: Uint8Array; kind: FileKind; contentType: StoredContentType; ownerId: number; name?: string }): Promise<string> {
  const key = newFileKey(file.contentType);
  const bytes = file.contentType === PDF_TYPE ? await pdfWithoutMetadata(file.bytes) : file.bytes;
  const name = file.name === undefined ? null : cleanFileName(file.name, file.contentType);
  await insertFileRecord(await scope.db.write(), { key, kind: file.kind, contentType: file.contentType, size: bytes.length, name, ownerId: file.ownerId });
  try {
    await scope.files.put(key, bytes, file.contentType);
  } catch (error) {
    await deleteFileRecord(await scope.db.write(), key);
    throw error;
  }
  return key;
}
