import { exports } from 'cloudflare:workers';
import { storeFile } from '../../../worker/services/files';
import { hashPassword } from '../../../worker/services/passwords';
import { GOOD_PASSWORD, uniqueAddress } from '../account-helpers';
import { insertRows } from '../content-fixtures';
import { categoryId, createMember } from '../fixtures';
import { env, ORIGIN, uniqueName } from '../helpers';
import { gifClean, pdfDocument } from '../image-samples';
import { timed } from './budget';
import { backgroundScope } from '../../../worker/runtime/scope';

/*
 * The world the property-based tests act in: a pool of signed-in members, things they and others
 * own, and what a request needs resolved just before it is sent (`@ref:` placeholders). Also the
 * two measurements the properties compare: the database before and after a request, and the answer.
 */

export type RefName =
  | 'me'
  | 'otherMember'
  | 'missingId'
  | 'category'
  | 'missingCategory'
  | 'ownArticle'
  | 'otherArticle'
  | 'ownProtocol'
  | 'otherProtocol'
  | 'upcomingEvent'
  | 'fullEvent'
  | 'pastEvent'
  | 'ownSavedItem'
  | 'otherSavedItem'
  | 'ownImage'
  | 'ownAvatar'
  | 'ownPdf'
  | 'otherImage'
  | 'otherAvatar'
  | 'otherPdf'
  | 'unknownFile'
  | 'otherImageKey'
  | 'otherPdfKey'
  | 'uniqueUsername'
  | 'uniqueEmail'
  | 'takenUsername'
  | 'takenEmail'
  | 'takenUsernameInCapitals'
  | 'myUsername'
  | 'myPassword'
  | 'otherUsername';

/** A placeholder for something of the world; `asText` gives a number as a string (`"12"`). */
export const ref = (name: RefName, asText = false) => `@ref:${name}${asText ? ':text' : ''}`;
const REF = /^@ref:([A-Za-z]+)(:text)?$/;
export const refName = (value: unknown): RefName | null => (typeof value === 'string' ? ((REF.exec(value)?.[1] as RefName | undefined) ?? null) : null);

/** Uses of a pooled member before a fresh one takes over, so that per-member write limits (429) stay the exception. */
const USES_PER_MEMBER = 8;
const MISSING_ID = 999_999_999;
const UNKNOWN_FILE = '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png';

export interface PoolMember {
  id: number;
  cookie: string;
  password: string;
  uses: number;
  files?: { image: string; avatar: string; pdf: string };
  article?: number;
  protocol?: number;
}

/** Who sends a request: a pooled member, with their cookie or without it (a visitor who knows their password). */
export interface Actor {
  member: PoolMember;
  signedIn: boolean;
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

async function insertEvent(organizerId: number, eventDate: string, maxParticipants: number | null, registeredCount: number): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO events (title, description, event_type, event_date, location, organizer_id, max_participants, registered_count, search_text)
     VALUES ('Evento de teste', 'Descrição do evento com detalhe suficiente.', 'Congresso', ?, 'Lisboa', ?, ?, ?, 'evento de teste') RETURNING id`,
  )
    .bind(eventDate, organizerId, maxParticipants, registeredCount)
    .first<{ id: number }>();
  return row!.id;
}

async function uploadsOf(ownerId: number) {
  const store = async (kind: 'image' | 'avatar' | 'pdf') =>
    storeFile(backgroundScope(env), kind === 'pdf' ? { bytes: pdfDocument(), kind, contentType: 'application/pdf', ownerId } : { bytes: gifClean(), kind, contentType: 'image/gif', ownerId });
  const [image, avatar, pdf] = [await store('image'), await store('avatar'), await store('pdf')];
  return { image, avatar, pdf };
}

export class World {
  private pool: PoolMember[] = [];

  private constructor(
    private readonly passwordHash: string,
    readonly category: number,
    /** A member who never acts: owns the "other" things and is the one registered in the full event. */
    readonly bystander: { id: number; username: string; email: string; cookie: string },
    private readonly others: {
      article: number;
      protocol: number;
      savedItem: number;
      files: { image: string; avatar: string; pdf: string };
      events: { upcoming: number; full: number; past: number };
    },
  ) {}

  static async create(): Promise<World> {
    const passwordHash = await hashPassword(GOOD_PASSWORD);
    const category = await categoryId();
    const bystander = await createMember({ fullName: 'Marta Observadora' });
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(passwordHash, bystander.id).run();
    const [article] = await insertRows('articles', bystander.id, [{ categoryId: category }]);
    const [protocol] = await insertRows('protocols', bystander.id, [{ categoryId: category }]);
    const saved = await env.DB.prepare('INSERT INTO saved_items (user_id, article_id) VALUES (?, ?) RETURNING id').bind(bystander.id, article!).first<{ id: number }>();
    const keys = await uploadsOf(bystander.id);
    const full = await insertEvent(bystander.id, inDays(20), 1, 1);
    await env.DB.prepare('INSERT INTO event_registrations (event_id, user_id) VALUES (?, ?)').bind(full, bystander.id).run();
    // Something in every list, so that lists build items and not only empty arrays.
    await env.DB.batch([
      env.DB.prepare('INSERT INTO comments (content, user_id, article_id) VALUES (?, ?, ?)').bind('Um comentário de teste.', bystander.id, article!),
      env.DB.prepare('INSERT INTO comments (content, user_id, protocol_id) VALUES (?, ?, ?)').bind('Um comentário de teste.', bystander.id, protocol!),
      env.DB.prepare('INSERT INTO likes (user_id, article_id) VALUES (?, ?)').bind(bystander.id, article!),
    ]);
    for (const [path, body] of [
      [
        '/api/opportunities',
        {
          title: 'Terapeuta ocupacional',
          company: 'Clínica do Sul',
          description: 'Procuramos terapeuta ocupacional para pediatria.',
          location: 'Faro',
          type: 'fulltime',
          contact: 'rh@clinica.pt',
          salaryMin: 1000,
          salaryMax: 1200,
        },
      ],
      ['/api/volunteering', { title: 'Apoio em lar', organization: 'Associação Beja', description: 'Apoio a atividades de vida diária num lar.', location: 'Beja', contact: 'ajuda@associacao.pt' }],
    ] as const) {
      const response = await bystander.client.post(path, body, uniqueAddress());
      if (response.status !== 201) throw new Error(`setup: ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
    }
    return new World(
      passwordHash,
      category,
      { id: bystander.id, username: bystander.username, email: `${bystander.username.toLowerCase()}@example.pt`, cookie: bystander.client.cookie },
      {
        article: article!,
        protocol: protocol!,
        savedItem: saved!.id,
        files: { image: `/api/files/${keys.image}`, avatar: `/api/files/${keys.avatar}`, pdf: `/api/files/${keys.pdf}` },
        events: { upcoming: await insertEvent(bystander.id, inDays(10), null, 0), full, past: await insertEvent(bystander.id, inDays(-10), null, 0) },
      },
    );
  }

  /** A signed-in member with the known password, fresh after a few uses or once their session has ended. */
  async member(): Promise<PoolMember> {
    let member = this.pool.find((candidate) => candidate.uses < USES_PER_MEMBER && candidate.cookie !== '');
    if (!member) {
      const created = await createMember({ fullName: 'Membro Pseudoaleatório' });
      await env.DB.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(this.passwordHash, created.id).run();
      member = { id: created.id, cookie: created.client.cookie, password: GOOD_PASSWORD, uses: 0 };
      this.pool.push(member);
    }
    member.uses += 1;
    return member;
  }

  async actor(signedIn: boolean): Promise<Actor> {
    return { member: await this.member(), signedIn };
  }

  private async resolveRef(name: RefName, { member }: Actor): Promise<string | number> {
    switch (name) {
      case 'me':
        return member.id;
      case 'otherMember':
        return this.bystander.id;
      case 'missingId':
        return MISSING_ID;
      case 'category':
        return this.category;
      case 'missingCategory':
        return MISSING_ID;
      case 'ownArticle':
        member.article ??= (await insertRows('articles', member.id, [{ categoryId: this.category }]))[0]!;
        return member.article;
      case 'ownProtocol':
        member.protocol ??= (await insertRows('protocols', member.id, [{ categoryId: this.category }]))[0]!;
        return member.protocol;
      case 'otherArticle':
        return this.others.article;
      case 'otherProtocol':
        return this.others.protocol;
      case 'upcomingEvent':
        return this.others.events.upcoming;
      case 'fullEvent':
        return this.others.events.full;
      case 'pastEvent':
        return this.others.events.past;
      case 'ownSavedItem': {
        await env.DB.prepare('INSERT OR IGNORE INTO saved_items (user_id, article_id) VALUES (?, ?)').bind(member.id, this.others.article).run();
        const row = await env.DB.prepare('SELECT id FROM saved_items WHERE user_id = ? AND article_id = ?').bind(member.id, this.others.article).first<{ id: number }>();
        return row!.id;
      }
      case 'otherSavedItem':
        return this.others.savedItem;
      case 'ownImage':
      case 'ownAvatar':
      case 'ownPdf': {
        member.files ??= await uploadsOf(member.id).then(({ image, avatar, pdf }) => ({ image: `/api/files/${image}`, avatar: `/api/files/${avatar}`, pdf: `/api/files/${pdf}` }));
        return member.files[name === 'ownImage' ? 'image' : name === 'ownAvatar' ? 'avatar' : 'pdf'];
      }
      case 'otherImage':
        return this.others.files.image;
      case 'otherAvatar':
        return this.others.files.avatar;
      case 'otherPdf':
        return this.others.files.pdf;
      case 'otherImageKey':
        return this.others.files.image.slice('/api/files/'.length);
      case 'otherPdfKey':
        return this.others.files.pdf.slice('/api/files/'.length);
      case 'unknownFile':
        return UNKNOWN_FILE;
      case 'uniqueUsername':
        return uniqueName('fuzz');
      case 'uniqueEmail':
        return `${uniqueName('fuzz')}@example.pt`;
      case 'takenUsername':
      case 'otherUsername':
        return this.bystander.username;
      case 'takenEmail':
        return this.bystander.email;
      case 'takenUsernameInCapitals':
        return this.bystander.username.toUpperCase();
      case 'myUsername': {
        const row = await env.DB.prepare('SELECT username FROM users WHERE id = ?').bind(member.id).first<{ username: string }>();
        return row!.username;
      }
      case 'myPassword':
        return member.password;
    }
  }

  /**
   * Tries to publish, through the API, items and a profile whose text is hostile (NUL, lone
   * surrogates, decomposed accents, FTS syntax): whatever the API accepts, lists and searches must
   * still serve. Answers what each attempt got, for nothing here is a property of its own.
   */
  async publishHostileContent(): Promise<number[]> {
    const actor = await this.actor(true);
    const hostile = ['\u0000', 'a\u0000b', '\uD800', 'e\u0301', '"NEAR(', '<script>alert(1)</script>'];
    const long = 'A terapia ocupacional ajuda as pessoas a participar nas atividades do dia a dia que lhes dão sentido.';
    const statuses: number[] = [];
    const post = async (path: string, body: Record<string, unknown>, method = 'POST') =>
      statuses.push((await send({ method, path, body: JSON.stringify(await this.resolve(body, actor)), actor })).status);
    for (const text of hostile) {
      const title = `Título ${text} hostil`;
      await post('/api/articles', { title, summary: `Resumo ${text} com dez caracteres`, content: `<p>${text} ${long}</p>`, categoryId: this.category });
      await post('/api/protocols', { title, summary: `Resumo ${text} com dez caracteres`, content: `<p>${text} ${long} ${long}</p>`, categoryId: this.category });
      await post('/api/comments', { content: text, articleId: this.others.article });
      await post('/api/comments', { content: `Comentário ${text}`, protocolId: this.others.protocol });
      await post('/api/events', { title, description: `Descrição ${text} com vinte caracteres`, eventDate: '2031-05-10T10:00:00Z', location: `Lisboa ${text}`, eventType: 'Workshop' });
      await post('/api/opportunities', {
        title,
        company: `Clínica ${text}`,
        description: `Descrição ${text} com vinte caracteres`,
        location: 'Faro',
        contact: 'rh@clinica.pt',
        salaryText: 'Tabela salarial da carreira TSDT',
      });
      await post('/api/volunteering', { title, organization: `Associação ${text}`, description: `Descrição ${text} com vinte caracteres`, location: 'Beja', contact: 'ajuda@associacao.pt' });
      await post(`/api/users/${actor.member.id}`, { fullName: `Nome ${text} Hostil`, location: text, bio: text }, 'PATCH');
    }
    return statuses;
  }

  /** `value` with every `@ref:` placeholder replaced (own properties named `__proto__` stay own properties). */
  async resolve(value: unknown, actor: Actor): Promise<unknown> {
    if (typeof value === 'string') {
      const match = REF.exec(value);
      if (!match) return value;
      const resolved = await this.resolveRef(match[1] as RefName, actor);
      return match[2] ? String(resolved) : resolved;
    }
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const item of value) out.push(await this.resolve(item, actor));
      return out;
    }
    if (value !== null && typeof value === 'object') {
      const entries: [string, unknown][] = [];
      for (const [key, item] of Object.entries(value)) entries.push([key, await this.resolve(item, actor)]);
      return Object.fromEntries(entries);
    }
    return value;
  }
}

// ------------------------------------------------------------------------------------------
// Sending a request and reading its answer.

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  elapsedMs: number;
  /** The exception `fetch` threw instead of answering (status 0). */
  threw?: string;
}

export interface Outgoing {
  method: string;
  path: string;
  body?: string | Uint8Array;
  /** null: no Content-Type at all; undefined: application/json when there is a body. */
  contentType?: string | null;
  actor?: Actor;
}

/** Sends through the Worker's default export, same-origin, from an address of its own; keeps the member's new cookie. */
export async function send({ method, path, body, contentType, actor }: Outgoing): Promise<Answer> {
  const headers: Record<string, string> = { ...uniqueAddress() };
  if (method !== 'GET' && method !== 'HEAD') headers.Origin = ORIGIN;
  if (body !== undefined && contentType !== null) headers['Content-Type'] = contentType ?? 'application/json';
  if (actor?.signedIn) headers.Cookie = actor.member.cookie;
  let outcome: { value: Response; elapsedMs: number };
  try {
    outcome = await timed(() => exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body })));
  } catch (error) {
    return { status: 0, headers: new Headers(), text: '', json: undefined, elapsedMs: 0, threw: String((error as Error)?.stack ?? error) };
  }
  const response = outcome.value;
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const setCookie = response.headers.get('Set-Cookie');
  if (actor?.signedIn && setCookie) {
    const pair = setCookie.split(';')[0]!;
    const value = pair.slice(pair.indexOf('=') + 1);
    actor.member.cookie = value ? pair : '';
  }
  return { status: response.status, headers: response.headers, text, json, elapsedMs: outcome.elapsedMs };
}

// ------------------------------------------------------------------------------------------
// The database before and after.

/**
 * Tables left out of the comparison: counters that refused requests are meant to write. Login
 * failures, registrations, contact messages, uploads and the per-member write limits all count in
 * `rate_limits`, before or whatever the answer (that is how a burst is refused). Besides it: D1's
 * own tables, the migrations record, and the FTS5 index with its shadow tables (kept by triggers
 * from `articles` and `protocols`, which are compared).
 */
const EXCLUDED_TABLES = ['rate_limits'];

interface TableState {
  rows: number;
  /** Every row, each column as its length and its first and last characters: a cheap fingerprint that sees updates too. */
  digest: string;
}

export type Snapshot = Map<string, TableState>;

let snapshotStatements: string[] | undefined;

/** One statement per compared table (D1 allows few terms in a compound SELECT), sent together in one batch. */
async function buildSnapshotStatements(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       AND name <> 'd1_migrations' AND name NOT LIKE '%\\_fts%' ESCAPE '\\' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name`,
  ).all<{ name: string }>();
  const tables = results.map((row) => row.name).filter((name) => !EXCLUDED_TABLES.includes(name));
  const statements: string[] = [];
  for (const table of tables) {
    const columns = (await env.DB.prepare(`PRAGMA table_info("${table}")`).all<{ name: string }>()).results.map((column) => column.name);
    // One call with an argument per column (a chain of || as deep as the columns are many passes
    // SQLite's expression depth limit on the wider tables).
    const row = `json_array(${columns.map((column) => `json_array(length("${column}"), substr("${column}", 1, 40), substr("${column}", -40))`).join(', ')})`;
    statements.push(`SELECT '${table}' AS name, (SELECT count(*) FROM "${table}") AS rows, (SELECT group_concat(r, char(30)) FROM (SELECT ${row} AS r FROM "${table}" ORDER BY rowid)) AS digest`);
  }
  return statements;
}

/** Every compared table's rows, plus the R2 objects as `R2 FILES`. */
export async function snapshot(): Promise<Snapshot> {
  snapshotStatements ??= await buildSnapshotStatements();
  const results = await env.DB.batch<{ name: string; rows: number; digest: string | null }>(snapshotStatements.map((sql) => env.DB.prepare(sql)));
  const state: Snapshot = new Map(results.map(({ results: [row] }) => [row!.name, { rows: row!.rows, digest: row!.digest ?? '' }]));
  let objects = 0;
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor });
    objects += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  state.set('R2 FILES', { rows: objects, digest: '' });
  return state;
}

/** What changed between two snapshots, one line per table ("comments: 3 → 4 rows", "users: a row changed"). */
export function changesBetween(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [table, state] of after) {
    const previous = before.get(table);
    if (!previous) changes.push(`${table}: new table`);
    else if (previous.rows !== state.rows) changes.push(`${table}: ${previous.rows} → ${state.rows} rows`);
    else if (previous.digest !== state.digest) changes.push(`${table}: a row changed`);
  }
  return changes;
}
