/**
 * What registration and the profile update both check: a username and an e-mail no other member
 * has, and an avatar the member uploaded.
 */
import { DuplicateUserError, isOwnAvatar, type UniqueUserField } from '../db/queries/users';
import { badRequest, HttpError } from '../lib/errors';
import type { ReadOnlyD1 } from '../db/client';

const TAKEN_MESSAGES: Record<UniqueUserField, string> = {
  username: 'Este nome de utilizador já está em uso.',
  email: 'Este e-mail já está registado.',
};

/** 409 naming every taken field; the first one's text is the message. */
export function takenFieldsError(fields: UniqueUserField[]): HttpError {
  const errors = Object.fromEntries(fields.map((field) => [field, TAKEN_MESSAGES[field]]));
  return new HttpError(409, TAKEN_MESSAGES[fields[0]!], errors);
}

const AVATAR_NOT_YOURS = 'Ficheiro inválido.';

/** 400 unless the avatar is null, unchanged, or an avatar this member uploaded. */
export async function assertUsableAvatar(db: ReadOnlyD1, userId: number | null, avatarUrl: string | null | undefined) {
  if (avatarUrl && !(await isOwnAvatar(db, userId, avatarUrl))) throw badRequest(AVATAR_NOT_YOURS, { avatarUrl: AVATAR_NOT_YOURS });
}

/** Runs a write, answering 409 when a concurrent request took the username or e-mail first. */
export async function withDuplicatesAsConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateUserError) throw takenFieldsError([error.field]);
    throw error;
  }
}
