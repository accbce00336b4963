import { pageQuerySchema } from '#contract/common';
import { TOTAL_COUNT_HEADER } from '#contract/common-types';
import { profileUpdateSchema } from '#contract/users';
import { Hono } from 'hono';
import { findTakenFields, getPublicUser, getUsername, listUsers, updateProfile } from '../db/queries/users';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { parseId, parseJson, parseQuery } from '../lib/validation';
import { assertOwner, requireUser, viewerId } from '../middleware/session';
import { assertUsableAvatar, takenFieldsError, withDuplicatesAsConflict } from '../services/profile-checks';

const NOT_FOUND = 'Utilizador não encontrado';

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
