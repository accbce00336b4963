import { normalizeSearchText } from '#contract/common';
import type { Role } from '#contract/moderation-types';
import { searchStems } from '../../worker/lib/search-stems';
import { sha256Hex } from '../../worker/services/sessions';
import { Client, env, uniqueName } from './helpers';

export interface Member {
  id: number;
  username: string;
  fullName: string;
  /** A client signed in as this member. */
  client: Client;
}

export interface MemberOverrides {
  username: string;
  fullName: string;
  specialty: string | null;
  location: string | null;
  email: string;
  showEmail: boolean;
  /** Whether the member confirmed their e-mail (default true: unconfirmed members have daily limits, docs/rules/trust.md). */
  emailVerified: boolean;
  role: Role;
  /** A suspended member: their session is written to KV all the same, as one from before the suspension. */
  suspended: boolean;
  /** A verified occupational therapist. */
  verifiedOt: boolean;
}

/**
 * Inserts a member straight into D1 and signs a client in by writing its session to KV, the way
 * `createSession` does. Tests of content routes use it so that they do not depend on /api/login
 * (which has its own tests); the password hash is not a usable hash, so this member cannot log in.
 */
export async function createMember(overrides: Partial<MemberOverrides> = {}): Promise<Member> {
  const username = overrides.username ?? uniqueName();
  const fullName = overrides.fullName ?? 'Membro de Teste';
  const specialty = overrides.specialty ?? null;
  const location = overrides.location ?? null;
  const row = await env.DB.prepare(
    `INSERT INTO users (username, email, password_hash, full_name, specialty, location, show_email, search_text, name_stems, specialty_stems, location_stems,
       email_verified_at, role, suspended_at, suspended_reason, verified_ot_at)
     VALUES (?, ?, 'fixture$not-a-hash', ?, ?, ?, ?, ?, ?, ?, ?,
       CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END, ?, CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END,
       CASE WHEN ? THEN 'Suspenso num teste.' END, CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END) RETURNING id`,
  )
    .bind(
      username,
      overrides.email ?? `${username.toLowerCase()}@example.pt`,
      fullName,
      specialty,
      location,
      overrides.showEmail ? 1 : 0,
      normalizeSearchText([fullName, username, specialty, location].filter(Boolean).join(' ')),
      // The stems the Worker writes beside the searched fields (worker/db/search-index.ts).
      searchStems(fullName),
      searchStems(specialty),
      searchStems(location),
      overrides.emailVerified === false ? 0 : 1,
      overrides.role ?? 'member',
      overrides.suspended ? 1 : 0,
      overrides.suspended ? 1 : 0,
      overrides.verifiedOt ? 1 : 0,
    )
    .first<{ id: number }>();
  const id = row!.id;
  const token = `fixture-${crypto.randomUUID()}`;
  const now = Date.now();
  await env.SESSIONS.put(`session:${await sha256Hex(token)}`, JSON.stringify({ userId: id, createdAt: now, refreshedAt: now }), {
    expirationTtl: 3600,
  });
  const client = new Client();
  // As `storeSession` sets it: the token, then the member's id (decision 027).
  client.cookie = `rede_to_session=${token}.${id}`;
  return { id, username, fullName, client };
}

/** The id of a seeded category, by name. */
export async function categoryId(name = 'Educação'): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM categories WHERE name = ?').bind(name).first<{ id: number }>();
  return row!.id;
}

/** Rows in a table, to prove that a refused request wrote nothing. */
export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}
