/* global process */
// scripts/deploy.mjs: the checks that stop a deploy, and the commands its --dry-run would run.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkAppliedMigrations, checkMigrationFiles, deployedUrl, missingBindings, placeholderSettings, sanitizePreviewAlias } from '../../scripts/deploy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);
const temporary = [];

function migrationsFolder(names, journal = names) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rede-to-migrations-'));
  temporary.push(dir);
  for (const name of names) writeFileSync(path.join(dir, name), 'SELECT 1;\n');
  if (journal) {
    mkdirSync(path.join(dir, 'meta'));
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ entries: journal.map((name) => ({ tag: name.replace(/\.sql$/, '') })) }));
  }
  return dir;
}

/** Runs scripts/deploy.mjs in `cwd` (a copy of the project's wrangler.toml and migrations by default). */
async function deploy(args, { cwd } = {}) {
  const dir = cwd ?? mkdtempSync(path.join(tmpdir(), 'rede-to-deploy-'));
  if (!cwd) {
    temporary.push(dir);
    cpSync(path.join(root, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    cpSync(path.join(root, 'workers'), path.join(dir, 'workers'), { recursive: true });
    cpSync(path.join(root, 'migrations'), path.join(dir, 'migrations'), { recursive: true });
  }
  try {
    const { stdout, stderr } = await exec(process.execPath, [path.join(root, 'scripts', 'deploy.mjs'), ...args], { cwd: dir, env: { ...process.env, GITHUB_HEAD_REF: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

after(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('migration file checks', () => {
  it('accepts contiguous, numbered files that match the drizzle journal', () => {
    const result = checkMigrationFiles(migrationsFolder(['0000_init.sql', '0001_search.sql', '0002_more.sql']));
    assert.deepEqual(result, { files: ['0000_init.sql', '0001_search.sql', '0002_more.sql'], problems: [] });
  });

  it('accepts the project’s own migrations', () => {
    assert.deepEqual(checkMigrationFiles(path.join(root, 'migrations')).problems, []);
  });

  it('refuses a gap in the numbering', () => {
    const { problems } = checkMigrationFiles(migrationsFolder(['0000_init.sql', '0002_more.sql']));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /0001_\*\.sql is missing/);
  });

  it('refuses two files with the same number', () => {
    const { problems } = checkMigrationFiles(migrationsFolder(['0000_init.sql', '0001_a.sql', '0001_b.sql'], null));
    assert.deepEqual(problems, ['0001_b.sql: number 0001 is already used by 0001_a.sql.']);
  });

  it('refuses a badly named file', () => {
    const { problems } = checkMigrationFiles(migrationsFolder(['0000_init.sql', 'add-index.sql'], ['0000_init.sql']));
    assert.deepEqual(problems, ['add-index.sql: migration files must be named NNNN_lowercase_name.sql.']);
  });

  it('refuses a file the drizzle journal does not list', () => {
    const { problems } = checkMigrationFiles(migrationsFolder(['0000_init.sql', '0001_by_hand.sql'], ['0000_init.sql']));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /_journal\.json lists \[0000_init\.sql\] but the folder holds \[0000_init\.sql, 0001_by_hand\.sql\]/);
  });

  it('accepts a database that applied the first files in order', () => {
    assert.deepEqual(checkAppliedMigrations(['0000_a.sql', '0001_b.sql', '0002_c.sql'], ['0000_a.sql', '0001_b.sql']), []);
  });

  it('refuses when an applied migration was renamed or a new one was slipped in before it', () => {
    assert.deepEqual(checkAppliedMigrations(['0000_a.sql', '0001_new.sql', '0002_b.sql'], ['0000_a.sql', '0001_b.sql']), [
      'The database applied 0001_b.sql as migration #2, but the local #2 is 0001_new.sql.',
    ]);
    assert.equal(checkAppliedMigrations(['0000_a.sql'], ['0000_a.sql', '0001_b.sql']).length, 1);
  });
});

describe('configuration and naming helpers', () => {
  it('finds the placeholder ids of one environment only', () => {
    const toml = [
      'name = "x"',
      '[[d1_databases]]',
      'database_id = "REPLACE-top"',
      '[[env.preview.d1_databases]]',
      'database_id = "REPLACE-p"',
      '[[env.production.kv_namespaces]]',
      'id = "abc123"',
    ].join('\n');
    assert.deepEqual(placeholderSettings(toml, 'preview'), ['database_id = "REPLACE-p"']);
    assert.deepEqual(placeholderSettings(toml, 'production'), []);
  });

  it('finds the bindings an environment lacks, and none in the project’s own wrangler.toml', () => {
    const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
    assert.deepEqual(missingBindings(toml, 'production'), []);
    assert.deepEqual(missingBindings(toml, 'preview'), []);
    const withoutMail = toml
      .split('\n')
      .filter((line) => !/^\[\[env\.production\.send_email\]\]$/.test(line) && !/^MAIL_FROM = "REPLACE-with-production/.test(line))
      .join('\n');
    assert.deepEqual(missingBindings(withoutMail, 'production'), ['[env.production.send_email] name = "EMAIL"', '[env.production.vars] MAIL_FROM']);
    assert.deepEqual(missingBindings(toml, 'staging').length, 9);
  });

  it('refuses to deploy an environment without the e-mail binding', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rede-to-deploy-'));
    temporary.push(dir);
    const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8').replace(/\[\[env\.production\.queues\.producers\]\][^[]*/, '');
    writeFileSync(path.join(dir, 'wrangler.toml'), toml);
    cpSync(path.join(root, 'workers'), path.join(dir, 'workers'), { recursive: true });
    cpSync(path.join(root, 'migrations'), path.join(dir, 'migrations'), { recursive: true });
    const result = await deploy(['--dry-run'], { cwd: dir });
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /lacks bindings the portal needs/);
    assert.match(result.stderr, /queues\.producers\] binding = "MAIL_QUEUE"/);
  });

  it('turns a branch name into a preview alias Cloudflare accepts', () => {
    assert.equal(sanitizePreviewAlias('Feature/Página_Inicial'), 'feature-pagina-inicial');
    assert.equal(sanitizePreviewAlias('123-fix'), 'b-123-fix');
    assert.equal(sanitizePreviewAlias('pr-42'), 'pr-42');
    const long = sanitizePreviewAlias('a'.repeat(80));
    assert.equal(`${long}-rede-to-preview`.length, 63);
    assert.throws(() => sanitizePreviewAlias('///'), /Cannot make a preview alias/);
  });

  it('picks the portal address among the deploy targets', () => {
    assert.equal(deployedUrl(['https://rede-to.equipa.workers.dev', 'schedule: 17 3 * * *']), 'https://rede-to.equipa.workers.dev');
    assert.equal(deployedUrl(['rede-to.pt (custom domain)', 'schedule: 17 3 * * *']), 'https://rede-to.pt');
    assert.equal(deployedUrl(['schedule: 17 3 * * *']), undefined);
  });
});

describe('npm run deploy -- --dry-run', () => {
  it('prints, in order, the applied-migrations check, tests, build, migrations and deploy without running them', async () => {
    const { code, stdout } = await deploy(['--dry-run']);
    assert.equal(code, 0);
    const commands = stdout
      .split('\n')
      .filter((line) => line.includes('[dry-run] would run:'))
      .map((line) => line.split('would run: ')[1]);
    assert.deepEqual(commands, [
      'wrangler d1 execute DB --remote --env production --json --command "SELECT name FROM d1_migrations ORDER BY id"',
      'npm test',
      'vite build',
      'wrangler d1 migrations apply DB --remote --env production',
      'wrangler deploy -c workers/pdf-text/wrangler.toml --env production',
      'wrangler deploy --env production',
    ]);
    assert.match(stdout, /a real run would stop here, wrangler.toml \[env.production\] still has placeholder ids/);
  });

  it('uploads a preview version under the sanitised alias, without touching production', async () => {
    const { code, stdout } = await deploy(['--preview', '--alias', 'PR 57', '--dry-run']);
    assert.equal(code, 0);
    assert.match(stdout, /would run: wrangler versions upload --env preview --preview-alias pr-57 --message "Preview pr-57"/);
    assert.match(stdout, /would run: wrangler d1 migrations apply DB --remote --env preview/);
    assert.match(stdout, /would run: wrangler deploy -c workers\/pdf-text\/wrangler.toml --env preview/);
    assert.doesNotMatch(stdout, /production|npm test/);
  });

  it('refuses, loudly and before anything else, when the migration files have a gap', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rede-to-deploy-gap-'));
    temporary.push(dir);
    cpSync(path.join(root, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    mkdirSync(path.join(dir, 'migrations'));
    writeFileSync(path.join(dir, 'migrations', '0000_init.sql'), 'SELECT 1;');
    writeFileSync(path.join(dir, 'migrations', '0002_late.sql'), 'SELECT 1;');
    const { code, stdout, stderr } = await deploy(['--dry-run'], { cwd: dir });
    assert.equal(code, 1);
    assert.match(stderr, /DEPLOY REFUSED: the migration files are out of order/);
    assert.match(stderr, /0001_\*\.sql is missing/);
    assert.doesNotMatch(stdout, /would run/);
  });

  it('refuses a real deploy while wrangler.toml still holds placeholder ids', async () => {
    const { code, stdout, stderr } = await deploy([]);
    assert.equal(code, 1);
    assert.match(stderr, /DEPLOY REFUSED: wrangler.toml \[env.production\] still has placeholder ids/);
    assert.doesNotMatch(stdout, /\$ npm test/);
  });

  it('refuses unknown options instead of ignoring them', async () => {
    const { code, stderr } = await deploy(['--skip-tests']);
    assert.equal(code, 1);
    assert.match(stderr, /DEPLOY REFUSED: Unknown option '--skip-tests'/);
  });
});
