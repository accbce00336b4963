import { FILE_URL_PREFIX } from '#contract/common-types';
import { getFileRecords, type FileKind } from '../db/queries/files';
import { badRequest } from '../lib/errors';
import type { ReadOnlyD1 } from '../db/client';

/**
 * The fields of a body that name an upload, and the kind of upload each must name. (`avatarUrl`
 * has its own rule, with the profile: worker/routes/users.ts.)
 */
const REFERENCE_KINDS = { imageUrl: 'image', pdfUrl: 'pdf' } as const satisfies Record<string, FileKind>;
export type FileReferenceField = keyof typeof REFERENCE_KINDS;

export const FILE_REFERENCE_MESSAGES: Record<FileReferenceField, string> = {
  imageUrl: 'Ficheiro inválido: indique uma imagem que tenha carregado.',
  pdfUrl: 'Ficheiro inválido: indique um PDF que tenha carregado.',
};

type References = Partial<Record<FileReferenceField, string | null | undefined>>;

/**
 * 400 naming each field of `sent` that names anything but an upload of its kind made by `ownerId`
 * (docs/rules/hardening.md): not another member's file, nor a PDF as a cover, nor a key that does
 * not exist. Null or absent fields pass, and so does a value equal to the item's `current` one, so
 * that editing an item whose file came before this rule keeps it. One statement when a file is named.
 */
export async function assertOwnUploads(db: ReadOnlyD1, ownerId: number, sent: References, current: References = {}): Promise<void> {
  const named = (Object.keys(REFERENCE_KINDS) as FileReferenceField[]).flatMap((field) => {
    const url = sent[field];
    return url && url !== current[field] ? [{ field, url, key: url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : null }] : [];
  });
  if (named.length === 0) return;
  const records = new Map(
    (
      await getFileRecords(
        db,
        named.flatMap(({ key }) => (key ? [key] : [])),
      )
    ).map((record) => [record.key, record]),
  );
  const errors: Record<string, string> = {};
  for (const { field, key } of named) {
    const record = key ? records.get(key) : undefined;
    if (!record || record.kind !== REFERENCE_KINDS[field] || record.ownerId !== ownerId) errors[field] = FILE_REFERENCE_MESSAGES[field];
  }
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
}
