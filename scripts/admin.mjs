// `npm run admin -- grant <username> [--env preview|production]` and `… revoke <username>`: makes a
// member an administrator, or an administrator a member again (docs/rules/trust.md: the first
// admin is made by the maintainer; admins then name moderators in /moderacao). It runs
// `wrangler d1 execute` on the local database of `npm start` by default (`--persist-to <dir>`,
// default STATE_DIR or .wrangler/state), or on the remote database of `--env`. The change is
// kept in the moderation log (no actor: the maintainer).
//
// The username is checked against the characters usernames may have and then written into the
// SQL as a quoted literal (wrangler's --command takes no parameters): nothing else reaches it.
// Exit code 0 when the member exists (changed or already so), 1 when there is no such member,
// 2 for a wrong command line.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { capture } from './lib/run.mjs';

const USAGE = 'Utilização: npm run admin -- grant|revoke <nome de utilizador> [--env preview|production] [--persist-to <pasta>]';
const USERNAME = /^[A-Za-z0-9._-]{3,100}$/;

export class UsageError extends Error {}

/** The command line as { action, username, env, persistTo }; UsageError for anything else. */
export function parseAdminArgs(argv, environment = process.env) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { env: { type: 'string' }, 'persist-to': { type: 'string' } } });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const [action, username, ...rest] = parsed.positionals;
  if (!['grant', 'revoke'].includes(action) || rest.length > 0) throw new UsageError(USAGE);
  if (!username || !USERNAME.test(username)) throw new UsageError(`Nome de utilizador inválido: só letras, algarismos, '.', '_' e '-' (3 a 100). ${USAGE}`);
  const env = parsed.values.env;
  if (env !== undefined && !['preview', 'production'].includes(env)) throw new UsageError(`--env deve ser preview ou production, não "${env}".`);
  if (env !== undefined && parsed.values['persist-to'] !== undefined) throw new UsageError('--persist-to é só para a base de dados local.');
  return { action, username, env: env ?? null, persistTo: parsed.values['persist-to'] ?? environment.STATE_DIR ?? '.wrangler/state' };
}

/** What the audit log says of a change made here ('Motivo: …' in /moderacao): the maintainer's, in words a moderator reads. */
const GRANTED_REASON = 'Atribuído pela manutenção.';
const REVOKED_REASON = 'Retirado pela manutenção.';

/** SQL string literal: the username was already checked, and quotes are doubled all the same. */
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/** The statements of one change: the update, its log row (only if it changed a row), and what the member is now. */
export function adminSql(action, username) {
  const who = `lower(username) = lower(${literal(username)})`;
  const [role, from, logged, reason] = action === 'grant' ? ['admin', "role <> 'admin'", 'grant-admin', GRANTED_REASON] : ['member', "role = 'admin'", 'revoke-admin', REVOKED_REASON];
  return [
    `UPDATE users SET role = '${role}' WHERE ${who} AND ${from} RETURNING id;`,
    `INSERT INTO moderation_log (actor_id, action, target_type, target_id, target_title, reason) SELECT NULL, '${logged}', 'user', id, full_name, ${literal(reason)} FROM users WHERE ${who} AND changes() = 1;`,
    `SELECT username, role FROM users WHERE ${who};`,
  ].join(' ');
}

export async function main(argv = process.argv.slice(2)) {
  let options;
  try {
    options = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`✘ ${error.message}`);
    return 2;
  }
  const target = options.env ? ['--remote', '--env', options.env] : ['--local', '--persist-to', options.persistTo];
  const output = await capture('wrangler', ['d1', 'execute', 'DB', ...target, '--json', '--command', adminSql(options.action, options.username)], {
    env: { CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  const results = JSON.parse(output);
  const member = results.at(-1)?.results?.[0];
  const where = options.env ?? `local (${options.persistTo})`;
  if (!member) {
    console.error(`✘ Não existe nenhum membro "${options.username}" na base de dados ${where}.`);
    return 1;
  }
  const changed = (results[0]?.results?.length ?? 0) > 0;
  const now = member.role === 'admin' ? 'administrador' : 'membro';
  console.log(changed ? `✔ ${member.username} é agora ${now} (${where}).` : `• ${member.username} já era ${now}: nada mudou (${where}).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`✘ ${error.message}`);
      process.exit(1);
    },
  );
}
