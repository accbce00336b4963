// `npm run deploy`: checks, tests, builds, migrates the production D1, then deploys the PDF text
// Worker (workers/pdf-text/wrangler.toml, docs/rules/pdf-text.md) and the portal's Worker.
// `npm run deploy:preview [-- --alias <name>]`: builds and uploads a preview version of the
// preview Worker (no traffic change), and prints its URL.
// `--dry-run` runs the local checks and prints the commands instead of running them.
//
// There is deliberately no way to skip the tests: a broken deploy is undone with
// `wrangler rollback` (docs/OPERATIONS.md), never prevented by deploying faster.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { capture, run } from './lib/run.mjs';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MIGRATIONS_DIR = 'migrations';
const PREVIEW_WORKER = 'rede-to-preview';
/** The second Worker's config: the consumer of PDF_TEXT_QUEUE, deployed beside the portal (decision 079). */
export const PDF_TEXT_CONFIG = 'workers/pdf-text/wrangler.toml';
const MIGRATION_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

/**
 * The migration files in order, or the list of problems that make them unsafe to apply:
 * names not `NNNN_name.sql`, duplicated or missing numbers, and a drizzle journal that lists
 * other files (a hand-added or renamed file).
 */
export function checkMigrationFiles(dir) {
  const problems = [];
  if (!existsSync(dir)) return { files: [], problems: [`No migrations folder at ${dir}.`] };
  const sqlFiles = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const files = [];
  const seen = new Map();
  for (const name of sqlFiles) {
    const match = MIGRATION_NAME.exec(name);
    if (!match) {
      problems.push(`${name}: migration files must be named NNNN_lowercase_name.sql.`);
      continue;
    }
    const number = Number(match[1]);
    if (seen.has(number)) problems.push(`${name}: number ${match[1]} is already used by ${seen.get(number)}.`);
    seen.set(number, name);
    files.push({ number, name });
  }
  const numbers = [...seen.keys()].sort((a, b) => a - b);
  const gapAt = numbers.findIndex((number, index) => number !== index);
  if (gapAt !== -1) problems.push(`Numbering gap: ${String(gapAt).padStart(4, '0')}_*.sql is missing (the next file is ${seen.get(numbers[gapAt])}).`);
  if (sqlFiles.length === 0) problems.push(`No migration files in ${dir}.`);
  const journalPath = path.join(dir, 'meta', '_journal.json');
  if (existsSync(journalPath)) {
    const tags = JSON.parse(readFileSync(journalPath, 'utf8')).entries.map((entry) => `${entry.tag}.sql`);
    const names = files.map((file) => file.name);
    if (tags.join('\n') !== names.join('\n')) {
      problems.push(
        `migrations/meta/_journal.json lists [${tags.join(', ')}] but the folder holds [${names.join(', ')}]: generate migrations with \`npm run db:generate\` (or \`drizzle-kit generate --custom\`), never by hand.`,
      );
    }
  }
  return { files: files.map((file) => file.name), problems };
}

/**
 * Problems when the migrations the remote database has applied are not the first local files,
 * in order: a file renamed or removed after it was applied, or a new one numbered before an
 * applied one (it would never run, or run out of order).
 */
export function checkAppliedMigrations(localFiles, appliedNames) {
  const problems = [];
  appliedNames.forEach((applied, index) => {
    if (localFiles[index] !== applied) {
      problems.push(`The database applied ${applied} as migration #${index + 1}, but the local #${index + 1} is ${localFiles[index] ?? '(none)'}.`);
    }
  });
  return problems;
}

/** The lines of wrangler.toml that configure `env` (its `[env.<env>…]` sections). */
export function environmentSection(toml, env) {
  const lines = [];
  let inside = false;
  for (const line of toml.split('\n')) {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*$/.exec(line);
    if (header) inside = header[1] === `env.${env}` || header[1].startsWith(`env.${env}.`);
    else if (inside) lines.push(line);
  }
  return lines.join('\n');
}

/** Settings of `env` still holding a REPLACE-… placeholder id. */
export function placeholderSettings(toml, env) {
  return environmentSection(toml, env)
    .split('\n')
    .filter((line) => /^\s*[\w-]+\s*=\s*"REPLACE/.test(line))
    .map((line) => line.trim());
}

/**
 * What each environment must configure (bindings and vars are not inherited from the top level):
 * the table of wrangler.toml, the key that names the binding, and its value.
 */
export const REQUIRED_BINDINGS = [
  { table: 'd1_databases', key: 'binding', value: 'DB' },
  { table: 'kv_namespaces', key: 'binding', value: 'SESSIONS' },
  { table: 'r2_buckets', key: 'binding', value: 'FILES' },
  { table: 'send_email', key: 'name', value: 'EMAIL' },
  { table: 'queues.producers', key: 'binding', value: 'MAIL_QUEUE' },
  // The text of attached PDFs (docs/rules/pdf-text.md): its consumer is the PDF text Worker.
  { table: 'queues.producers', key: 'binding', value: 'PDF_TEXT_QUEUE' },
  { table: 'queues.consumers', key: 'dead_letter_queue', value: null },
  { table: 'vars', key: 'PUBLIC_URL', value: null },
  { table: 'vars', key: 'MAIL_FROM', value: null },
];

/**
 * The bindings and vars `env` lacks (as "table: key = value"): without the e-mail binding, the
 * mail queue and its consumer, or PUBLIC_URL, the portal would accept registrations and password
 * resets whose e-mails never leave.
 */
export function missingBindings(toml, env) {
  const tables = [];
  let current = null;
  for (const line of toml.split('\n')) {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*$/.exec(line);
    if (header) {
      const prefix = `env.${env}.`;
      current = header[1].startsWith(prefix) ? { table: header[1].slice(prefix.length), settings: new Map() } : null;
      if (current) tables.push(current);
      continue;
    }
    const setting = /^\s*([\w-]+)\s*=\s*"?([^"]*)"?\s*$/.exec(line);
    if (current && setting) current.settings.set(setting[1], setting[2]);
  }
  return REQUIRED_BINDINGS.filter(({ table, key, value }) => !tables.some((found) => found.table === table && found.settings.has(key) && (value === null || found.settings.get(key) === value))).map(
    ({ table, key, value }) => `[env.${env}.${table}] ${key}${value === null ? '' : ` = "${value}"`}`,
  );
}

/**
 * A preview alias that Cloudflare accepts: lowercase letters, digits and dashes, starting with
 * a letter, short enough that `<alias>-rede-to-preview` fits a 63-character DNS label.
 */
export function sanitizePreviewAlias(raw, workerName = PREVIEW_WORKER) {
  const cleaned = String(raw ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!cleaned) throw new Error(`Cannot make a preview alias out of "${raw}": pass --alias <name>.`);
  const startsWithLetter = /^[a-z]/.test(cleaned) ? cleaned : `b-${cleaned}`;
  return startsWithLetter.slice(0, 63 - workerName.length - 1).replace(/-+$/, '');
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      preview: { type: 'boolean', default: false },
      alias: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  return { preview: values.preview, alias: values.alias, dryRun: values['dry-run'], help: values.help };
}

function banner(text) {
  console.log(`\n\x1b[1m▶ ${text}\x1b[0m`);
}

function fail(title, details = []) {
  console.error(`\n\x1b[31m✘ DEPLOY REFUSED: ${title}\x1b[0m`);
  for (const detail of details) console.error(`  - ${detail}`);
  console.error('Nothing was deployed.\n');
  process.exit(1);
}

/** Runs (or, with --dry-run, prints) one command. */
async function step(dryRun, command, args, options = {}) {
  const shown = [command, ...args].map((part) => (/[\s"']/.test(part) ? JSON.stringify(part) : part)).join(' ');
  if (dryRun) {
    console.log(`  [dry-run] would run: ${shown}`);
    return;
  }
  console.log(`  $ ${shown}`);
  try {
    await run(command, args, options);
  } catch (error) {
    fail(`\`${shown}\` failed.`, [error.message]);
  }
}

async function appliedRemoteMigrations(env) {
  const query = async (sql) => {
    const output = await capture('wrangler', ['d1', 'execute', 'DB', '--remote', '--env', env, '--json', '--command', sql], { env: { CI: 'true' } });
    return JSON.parse(output)[0].results;
  };
  const tables = await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'");
  if (tables.length === 0) return [];
  return (await query('SELECT name FROM d1_migrations ORDER BY id')).map((row) => row.name);
}

function gitBranch() {
  if (process.env.GITHUB_HEAD_REF) return process.env.GITHUB_HEAD_REF;
  return capture('git', ['rev-parse', '--abbrev-ref', 'HEAD']).then((out) => out.trim());
}

/** Reads wrangler's machine-readable output file (one JSON object per line). */
function readWranglerOutput(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** The portal's address among wrangler's deploy targets (workers.dev URL, routes, domains, crons). */
export function deployedUrl(targets) {
  const texts = targets.map(String);
  const https = texts.find((target) => target.startsWith('https://'));
  if (https) return https.split(/\s/)[0];
  const host = texts.map((target) => /^([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?:[\s/]|$)/i.exec(target)?.[1]).find(Boolean);
  return host ? `https://${host}` : undefined;
}

export async function main(argv = process.argv.slice(2)) {
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    fail(error.message, ['Usage: node scripts/deploy.mjs [--preview [--alias <name>]] [--dry-run]']);
  }
  if (options.help) {
    console.log('Usage: npm run deploy [-- --dry-run]\n       npm run deploy:preview [-- --alias <name>] [-- --dry-run]');
    return;
  }
  const { preview, dryRun } = options;
  const env = preview ? 'preview' : 'production';
  // npm scripts put node_modules/.bin (wrangler, vite and Node 22) first on PATH; do the same
  // when the script is started directly.
  process.env.PATH = `${path.join(PROJECT_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  process.env.WRANGLER_SEND_METRICS ??= 'false';

  console.log(`Rede TO: ${preview ? 'preview upload' : 'PRODUCTION deploy'}${dryRun ? ' (dry run: nothing is changed)' : ''}`);

  banner('Checking the migration files');
  const { files, problems } = checkMigrationFiles(path.resolve(MIGRATIONS_DIR));
  if (problems.length > 0) fail('the migration files are out of order.', problems);
  console.log(`  ${files.length} migrations, numbered 0000 to ${String(files.length - 1).padStart(4, '0')}, in order.`);

  banner(`Checking wrangler.toml [env.${env}]`);
  const toml = readFileSync('wrangler.toml', 'utf8');
  if (!environmentSection(toml, env).trim()) fail(`wrangler.toml has no [env.${env}] section.`);
  const missing = missingBindings(toml, env);
  if (missing.length > 0) fail(`wrangler.toml [env.${env}] lacks bindings the portal needs.`, [...missing, 'See docs/OPERATIONS.md, "First-time setup" and "E-mail".']);
  const pdfTextToml = existsSync(PDF_TEXT_CONFIG) ? readFileSync(PDF_TEXT_CONFIG, 'utf8') : '';
  if (!environmentSection(pdfTextToml, env).trim()) fail(`${PDF_TEXT_CONFIG} has no [env.${env}] section.`);
  const placeholders = [...placeholderSettings(toml, env), ...placeholderSettings(pdfTextToml, env).map((line) => `${PDF_TEXT_CONFIG}: ${line}`)];
  if (placeholders.length > 0) {
    const details = [...placeholders, 'Create the resources and paste their ids: docs/OPERATIONS.md, "First-time setup".'];
    if (!dryRun) fail(`wrangler.toml [env.${env}] still has placeholder ids.`, details);
    console.log(`  WARNING: a real run would stop here, wrangler.toml [env.${env}] still has placeholder ids:`);
    for (const detail of details) console.log(`    - ${detail}`);
  } else {
    console.log('  No placeholder ids left.');
  }

  let alias;
  if (preview) {
    try {
      alias = sanitizePreviewAlias(options.alias ?? (await gitBranch()));
    } catch (error) {
      fail(error.message);
    }
  }

  banner(`Checking the migrations already applied to the ${env} database`);
  if (dryRun) {
    console.log(`  [dry-run] would run: wrangler d1 execute DB --remote --env ${env} --json --command "SELECT name FROM d1_migrations ORDER BY id"`);
  } else {
    let applied;
    try {
      applied = await appliedRemoteMigrations(env);
    } catch (error) {
      fail(`could not read the migrations applied to the ${env} database.`, [error.message]);
    }
    const mismatches = checkAppliedMigrations(files, applied);
    if (mismatches.length > 0) fail(`the ${env} database does not match the migration files.`, mismatches);
    console.log(`  ${applied.length} applied, ${files.length - applied.length} to apply.`);
  }

  if (!preview) {
    banner('Running every test (npm test)');
    await step(dryRun, 'npm', ['test']);
  }

  banner('Building the SPA');
  await step(dryRun, 'vite', ['build']);

  banner(`Applying pending migrations to the ${env} database`);
  await step(dryRun, 'wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote', '--env', env], { env: { CI: 'true' } });

  // The consumer of PDF_TEXT_QUEUE first: jobs the new portal queues wait for it, never the other way.
  banner(`Deploying the PDF text Worker (${env})`);
  await step(dryRun, 'wrangler', ['deploy', '-c', PDF_TEXT_CONFIG, '--env', env]);

  const outputFile = path.join(tmpdir(), `rede-to-wrangler-${randomUUID()}.ndjson`);
  if (preview) {
    banner(`Uploading a preview version (alias ${alias})`);
    const message = `Preview ${alias}${process.env.GITHUB_SHA ? ` at ${process.env.GITHUB_SHA.slice(0, 7)}` : ''}`;
    await step(dryRun, 'wrangler', ['versions', 'upload', '--env', 'preview', '--preview-alias', alias, '--message', message], {
      env: { WRANGLER_OUTPUT_FILE_PATH: outputFile },
    });
  } else {
    banner('Deploying the Worker to production');
    await step(dryRun, 'wrangler', ['deploy', '--env', 'production'], { env: { WRANGLER_OUTPUT_FILE_PATH: outputFile } });
  }
  if (dryRun) {
    console.log('\nDry run finished: the commands above were not run.');
    return;
  }

  const entries = readWranglerOutput(outputFile);
  rmSync(outputFile, { force: true });
  if (preview) {
    const upload = entries.find((entry) => entry.type === 'version-upload');
    const url = upload?.preview_alias_url ?? upload?.preview_url;
    if (!url) fail('the version was uploaded but wrangler reported no preview URL.', ['Are Preview URLs enabled on the preview Worker? (preview_urls = true and a workers.dev subdomain)']);
    console.log(`\n✔ Preview ready: ${url}`);
    return;
  }

  const deployed = entries.find((entry) => entry.type === 'deploy');
  const url = deployedUrl(deployed?.targets ?? []);
  console.log(`\n✔ Deployed version ${deployed?.version_id ?? '(unknown)'}${url ? ` to ${url}` : ''}.`);
  if (url) {
    const response = await fetch(new URL('/api/health', url)).catch((error) => ({ ok: false, status: String(error) }));
    if (!response.ok) {
      console.error(`\x1b[31m✘ ${url}/api/health answered ${response.status}: the new version looks broken.\x1b[0m`);
      console.error('  Roll back now: npx wrangler rollback --env production (see docs/OPERATIONS.md).');
      process.exit(1);
    }
    console.log(`  ${url}/api/health: database reachable.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
