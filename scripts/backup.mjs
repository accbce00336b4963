// `npm run backup`: saves the production D1 database as SQL and the uploaded files (R2 objects).
//
//   backups/rede-to-<yyyy-mm-dd>.sql          every row, restorable into a new database
//   backups/rede-to-<yyyy-mm-dd>-files.json   the list of R2 objects (from the `files` table)
//   backups/rede-to-<yyyy-mm-dd>-files/<key>  the objects themselves (unless --no-files)
//
// Options: --env preview (default production), --local (the local database of `npm start`, to
// rehearse a restore), --output-dir <dir> (default backups), --no-files.
//
// `wrangler d1 export` refuses databases with virtual tables, and our search indexes are FTS5
// virtual tables (migrations/0001_search_index.sql). So the export names the ordinary tables one
// by one and leaves the schema out; the restore applies the migrations first, then this file,
// which ends by rebuilding the search indexes from the restored rows.
//
// `wrangler r2 object` has no list command, but every object the portal stores has a row in
// `files` (uploads nothing references are deleted with their row by the daily cron), so that
// table is the list. For a whole-bucket copy see docs/OPERATIONS.md (S3-compatible API).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { capture, run } from './lib/run.mjs';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The value of `key = "…"` for `env` in wrangler.toml (`env` null: the top level). */
export function wranglerSetting(toml, env, key) {
  let inside = env === null;
  for (const line of toml.split('\n')) {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*$/.exec(line);
    if (header) {
      const name = header[1];
      inside = env === null ? !name.startsWith('env.') : name === `env.${env}` || name.startsWith(`env.${env}.`);
      continue;
    }
    const match = inside && new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Splits the database's tables into those to export and the FTS5 indexes to rebuild: virtual
 * tables and their shadow tables (`<name>_data`, `_idx`, …), SQLite's and Cloudflare's internal
 * tables and `d1_migrations` (the restore's migrations fill it) are left out.
 */
export function classifyTables(rows) {
  const virtual = rows.filter((row) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(row.sql ?? ''));
  const internal = (name) => name.startsWith('sqlite_') || name.startsWith('_cf_') || name === 'd1_migrations';
  const shadow = (name) => virtual.some((v) => name.startsWith(`${v.name}_`));
  const tables = rows
    .filter((row) => !virtual.includes(row) && !internal(row.name) && !shadow(row.name))
    .map((row) => row.name)
    .sort();
  const searchIndexes = virtual.filter((row) => /\bfts5\b/i.test(row.sql) && /\bcontent\s*=\s*'[^']+'/i.test(row.sql)).map((row) => row.name);
  const unrestorable = virtual.map((row) => row.name).filter((name) => !searchIndexes.includes(name));
  return { tables, searchIndexes, unrestorable };
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The restore file: the export's rows, preceded by emptying each table (migrations seed some,
 * such as the categories) and followed by rebuilding every search index from its table.
 */
export function composeRestoreSql({ exportSql, tables, searchIndexes, environment, takenAt, migrations }) {
  const rows = exportSql
    .split('\n')
    .filter((line) => !/^PRAGMA defer_foreign_keys\s*=\s*TRUE;$/i.test(line.trim()))
    .join('\n')
    .trim();
  return [
    `-- Rede TO: backup of the ${environment} D1 database taken ${takenAt}.`,
    `-- Migrations applied then: ${migrations.length > 0 ? migrations.join(', ') : '(none)'}.`,
    '-- Restore into a NEW database: apply the migrations first, then execute this file',
    '-- (docs/OPERATIONS.md, "Restoring from a backup"). It replaces the rows of every table below.',
    'PRAGMA defer_foreign_keys=TRUE;',
    ...tables.map((table) => `DELETE FROM ${quote(table)};`),
    rows,
    ...searchIndexes.map((index) => `INSERT INTO ${quote(index)}(${quote(index)}) VALUES('rebuild');`),
    '',
  ].join('\n');
}

/** The local path for an R2 key, refusing keys that would escape the folder. */
export function objectPath(dir, key) {
  const target = path.resolve(dir, key);
  if (!key || key.includes('\0') || !target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Refusing the unsafe object key ${JSON.stringify(key)}.`);
  return target;
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      env: { type: 'string', default: 'production' },
      local: { type: 'boolean', default: false },
      'output-dir': { type: 'string', default: 'backups' },
      'no-files': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!['production', 'preview'].includes(values.env)) throw new Error(`--env must be production or preview, not "${values.env}".`);
  return { env: values.env, local: values.local, outputDir: values['output-dir'], files: !values['no-files'] };
}

export async function main(argv = process.argv.slice(2)) {
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(`✘ ${error.message}\nUsage: npm run backup [-- --env preview] [--local] [--output-dir <dir>] [--no-files]`);
    process.exit(1);
  }
  process.env.PATH = `${path.join(PROJECT_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  const environment = options.local ? 'local' : options.env;
  const target = options.local ? ['--local'] : ['--remote', '--env', options.env];
  const wranglerEnv = { CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  const query = async (sql) => JSON.parse(await capture('wrangler', ['d1', 'execute', 'DB', ...target, '--json', '--command', sql], { env: wranglerEnv })).map((result) => result.results);

  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(options.outputDir, { recursive: true });
  const sqlFile = path.join(options.outputDir, `rede-to-${date}.sql`);
  const exportFile = `${sqlFile}.export-in-progress`;
  console.log(`Backing up the ${environment} database to ${sqlFile}`);

  const [schema] = await query("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name");
  const { tables, searchIndexes, unrestorable } = classifyTables(schema);
  if (!tables.includes('files')) throw new Error(`The ${environment} database has no "files" table: are its migrations applied?`);
  if (unrestorable.length > 0) console.warn(`⚠ Virtual tables that cannot be rebuilt from another table are NOT in this backup: ${unrestorable.join(', ')}`);
  const filesQuery = 'SELECT key, kind, content_type AS contentType, size, owner_id AS ownerId, created_at AS createdAt FROM files ORDER BY key';
  const hasMigrations = schema.some((row) => row.name === 'd1_migrations');
  const results = await query(hasMigrations ? `SELECT name FROM d1_migrations ORDER BY id; ${filesQuery}` : filesQuery);
  const migrations = hasMigrations ? results[0].map((row) => row.name) : [];
  const objects = results.at(-1);

  try {
    await run('wrangler', ['d1', 'export', 'DB', ...target, '--no-schema', '--skip-confirmation', ...tables.flatMap((table) => ['--table', table]), '--output', exportFile], { env: wranglerEnv });
    const sql = composeRestoreSql({ exportSql: readFileSync(exportFile, 'utf8'), tables, searchIndexes, environment, takenAt: new Date().toISOString(), migrations });
    writeFileSync(sqlFile, sql);
  } finally {
    rmSync(exportFile, { force: true });
  }
  console.log(`✔ ${tables.length} tables saved to ${sqlFile}; search indexes rebuilt on restore: ${searchIndexes.join(', ') || '(none)'}.`);

  const manifest = path.join(options.outputDir, `rede-to-${date}-files.json`);
  writeFileSync(manifest, `${JSON.stringify(objects, null, 2)}\n`);
  console.log(`✔ ${objects.length} R2 objects listed in ${manifest}.`);
  if (!options.files || objects.length === 0) return;

  const toml = readFileSync('wrangler.toml', 'utf8');
  const tomlEnv = options.local ? null : options.env;
  const bucket = wranglerSetting(toml, tomlEnv, 'bucket_name');
  const jurisdiction = wranglerSetting(toml, tomlEnv, 'jurisdiction');
  if (!bucket) throw new Error(`wrangler.toml has no bucket_name for ${environment}.`);
  const filesDir = path.join(options.outputDir, `rede-to-${date}-files`);
  let downloaded = 0;
  for (const { key, size } of objects) {
    const file = objectPath(filesDir, key);
    if (existsSync(file) && readFileSync(file).length === size) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    const where = options.local ? ['--local'] : ['--remote', ...(jurisdiction ? ['--jurisdiction', jurisdiction] : [])];
    await run('wrangler', ['r2', 'object', 'get', `${bucket}/${key}`, ...where, '--file', file], { env: { ...wranglerEnv, WRANGLER_LOG: 'warn' } });
    downloaded += 1;
  }
  console.log(`✔ ${downloaded} objects downloaded to ${filesDir} (${objects.length - downloaded} were already there).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    await main();
  } catch (error) {
    console.error(`\n✘ BACKUP FAILED: ${error.message}`);
    process.exit(1);
  }
}
