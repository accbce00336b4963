import { pageQuerySchema, TOTAL_COUNT_HEADER } from '#contract/common';
import { profileUpdateSchema } from '#contract/users';
import { Hono } from 'hono';
import {
  DuplicateUserError,
  findTakenFields,
  getPublicUser,
  getUsername,
  isOwnAvatar,
  listUsers,
  updateProfile,
  type UniqueUserField,
} from '../db/queries/users';
import type { AppEnv } from '../env';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { assertOwner, requireUser, viewerId } from '../middleware/session';

const NOT_FOUND = 'Usuário não encontrado';

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
export async function assertUsableAvatar(db: D1Database, userId: number | null, avatarUrl: string | null | undefined) {
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

export const userRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const filters = parseQuery(c, pageQuerySchema);
    const { users, total } = await listUsers(c.env.DB, filters, viewerId(c));
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json(users);
  })
  .get('/:id', async (c) => {
    const user = await getPublicUser(c.env.DB, parseId(c.req.param('id'), NOT_FOUND), viewerId(c));
    if (!user) throw notFound(NOT_FOUND);
    return c.json(user);
  })
  .patch('/:id', requireUser, async (c) => {
    const id = parseId(c.req.param('id'), NOT_FOUND);
    assertOwner(c, id, 'Só pode alterar o seu próprio perfil.');
    const currentUsername = await getUsername(c.env.DB, id);
    if (currentUsername === null) throw notFound(NOT_FOUND);
    const changes = await parseJson(c, profileUpdateSchema(currentUsername));
    // The profile form sends the username every time; the one the member has is no change.
    if (changes.username === currentUsername) delete changes.username;
    await assertUsableAvatar(c.env.DB, id, changes.avatarUrl);
    const taken = await findTakenFields(c.env.DB, { username: changes.username, email: changes.email }, id);
    if (taken.length > 0) throw takenFieldsError(taken);
    const user = await withDuplicatesAsConflict(() => updateProfile(c.env.DB, id, changes));
    if (!user) throw notFound(NOT_FOUND);
    return c.json(user);
  });
