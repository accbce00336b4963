/* global process */
// `npm run backup` then a restore, as docs/OPERATIONS.md tells the maintainer to do it, on local
// D1 databases driven by the real wrangler: the rows come back and full-text search finds them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { queryStems, searchStems } from '../../worker/lib/search-stems.ts';

/** The FTS5 query the search endpoint builds from what a person typed (worker/db/queries/search.ts toFtsQuery). */
const toFtsQuery = (text) =>
  queryStems(text)
    .map((stem) => `"${stem}"`)
    .join(' ');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`, CI: 'true', WRANGLER_SEND_METRICS: 'false' };

/** A folder with the project's wrangler.toml and migrations: its own local D1 under .wrangler/. */
function project(name) {
  const dir = mkdtempSync(path.join(tmpdir(), `rede-to-${name}-`));
  cpSync(path.join(root, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
  cpSync(path.join(root, 'migrations'), path.join(dir, 'migrations'), { recursive: true });
  return dir;
}

const wrangler = (cwd, args) => exec('wrangler', args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
const applyMigrations = (cwd) => wrangler(cwd, ['d1', 'migrations', 'apply', 'DB', '--local']);
const executeFile = (cwd, file) => wrangler(cwd, ['d1', 'execute', 'DB', '--local', '--file', file]);
async function queryAll(cwd, sql) {
  const { stdout } = await wrangler(cwd, ['d1', 'execute', 'DB', '--local', '--json', '--command', sql]);
  return JSON.parse(stdout).map((result) => result.results);
}

const CONTENT = "<p>Plano de intervenção; passo 1: 'treino' de AVD.</p>\n<p>Passo 2: reavaliar.</p>";
const SEED = `
INSERT INTO users (id, username, email, password_hash, full_name, location, name_stems, specialty_stems, location_stems) VALUES
  (7, 'rita.lopes', 'rita@example.pt', 'scrypt$16384$8$5$c2FsdA$aGFzaA', 'Rita Lopes', 'Braga', '${searchStems('Rita Lopes')}', '', '${searchStems('Braga')}'),
  (8, 'joao.reis', 'joao@example.pt', 'scrypt$16384$8$5$c2FsdA$aGFzaA', 'João Reis', 'Faro', '${searchStems('João Reis')}', '', '${searchStems('Faro')}');
INSERT INTO articles (id, title, summary, content, content_text, author_id, category_id, type, title_stems, summary_stems, content_stems) VALUES
  (31, 'Intervenção terapêutica após AVC', 'Reabilitação do membro superior', '${CONTENT.replaceAll("'", "''")}', 'Plano de intervenção passo 1 treino de AVD', 7, 4, 'CASE_STUDY',
   '${searchStems('Intervenção terapêutica após AVC')}', '${searchStems('Reabilitação do membro superior')}', '${searchStems('Plano de intervenção passo 1 treino de AVD')}');
INSERT INTO protocols (id, title, summary, content, content_text, author_id, category_id, title_stems, summary_stems, content_stems) VALUES
  (12, 'Protocolo de integração sensorial', 'Estimulação vestibular em idade pré-escolar', '<p>Sessões semanais</p>', 'Sessões semanais', 8, 2,
   '${searchStems('Protocolo de integração sensorial')}', '${searchStems('Estimulação vestibular em idade pré-escolar')}', '${searchStems('Sessões semanais')}');
INSERT INTO comments (content, user_id, article_id) VALUES ('Muito útil, obrigado!', 8, 31);
INSERT INTO likes (user_id, article_id) VALUES (8, 31);
INSERT INTO files (key, kind, content_type, size, owner_id) VALUES ('avatar/5f1c.webp', 'avatar', 'image/webp', 2048, 7);
`;

describe('backup and restore of the D1 database', () => {
  let source;
  let target;
  let backupSql;
  let restored;

  before(async () => {
    source = project('backup-source');
    target = project('backup-target');
    await applyMigrations(source);
    // The restore target starts as the source did: migrated and empty (a copy saves a wrangler run).
    cpSync(path.join(source, '.wrangler'), path.join(target, '.wrangler'), { recursive: true });
    writeFileSync(path.join(source, 'seed.sql'), SEED);
    await executeFile(source, 'seed.sql');

    await exec(process.execPath, [path.join(root, 'scripts', 'backup.mjs'), '--local', '--no-files', '--output-dir', 'saved'], { cwd: source, env });
    const backups = readdirSync(path.join(source, 'saved'));
    const sqlName = backups.find((name) => /^rede-to-\d{4}-\d{2}-\d{2}\.sql$/.test(name));
    assert.ok(sqlName, `no rede-to-<date>.sql among ${backups.join(', ')}`);
    backupSql = readFileSync(path.join(source, 'saved', sqlName), 'utf8');
    cpSync(path.join(source, 'saved', sqlName), path.join(target, 'backup.sql'));

    await executeFile(target, 'backup.sql');
    restored = await queryAll(
      target,
      [
        'SELECT id, username, full_name AS fullName FROM users ORDER BY id',
        'SELECT id, title, content, author_id AS authorId FROM articles',
        'SELECT count(*) AS n FROM comments',
        'SELECT count(*) AS n FROM likes',
        'SELECT count(*) AS n FROM categories',
        // The MATCH the search endpoint runs (worker/db/queries/search.ts): no accent in the query, one in the title.
        `SELECT a.title FROM articles_fts f JOIN articles a ON a.id = f.rowid WHERE articles_fts MATCH '${toFtsQuery('terapeutica')}'`,
        `SELECT p.title FROM protocols_fts f JOIN protocols p ON p.id = f.rowid WHERE protocols_fts MATCH '${toFtsQuery('pre escolar')}'`,
        `SELECT u.full_name AS fullName FROM users_fts f JOIN users u ON u.id = f.rowid WHERE users_fts MATCH '${toFtsQuery('braga')}'`,
        // A visitor's search reads the index of titles and summaries (migration 0015).
        `SELECT a.title FROM articles_public_fts f JOIN articles a ON a.id = f.rowid WHERE articles_public_fts MATCH '${toFtsQuery('terapeutica')}'`,
      ].join('; '),
    );
  });

  after(() => {
    for (const dir of [source, target]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exports the ordinary tables only, since wrangler refuses to export FTS5 virtual tables', () => {
    assert.match(backupSql, /^INSERT INTO "articles" /m);
    assert.match(backupSql, /^INSERT INTO "users" /m);
    assert.doesNotMatch(backupSql, /INSERT INTO "\w+_fts(_\w+)?" \(/);
    assert.doesNotMatch(backupSql, /CREATE (VIRTUAL )?TABLE/);
    assert.doesNotMatch(backupSql, /d1_migrations/);
    assert.match(backupSql, /^-- Migrations applied then: 0000_init\.sql, 0001_search_index\.sql/m);
  });

  it('ends by rebuilding every search index from the restored rows', () => {
    const lines = backupSql.trim().split('\n');
    const indexes = ['articles', 'articles_public', 'events', 'opportunities', 'protocols', 'protocols_public', 'questions', 'questions_public', 'users', 'volunteering'].map(
      (table) => `${table}_fts`,
    );
    assert.deepEqual(
      lines.slice(-indexes.length).sort(),
      indexes.map((fts) => `INSERT INTO "${fts}"("${fts}") VALUES('rebuild');`),
    );
  });

  it('lists the uploaded files in a manifest beside the SQL', () => {
    const manifestName = readdirSync(path.join(source, 'saved')).find((name) => name.endsWith('-files.json'));
    const manifest = JSON.parse(readFileSync(path.join(source, 'saved', manifestName), 'utf8'));
    assert.deepEqual(
      manifest.map(({ key, kind, size, ownerId }) => ({ key, kind, size, ownerId })),
      [{ key: 'avatar/5f1c.webp', kind: 'avatar', size: 2048, ownerId: 7 }],
    );
  });

  it('brings every row back into a freshly migrated database, text intact', () => {
    const [users, articles, comments, likes, categories] = restored;
    assert.deepEqual(users, [
      { id: 7, username: 'rita.lopes', fullName: 'Rita Lopes' },
      { id: 8, username: 'joao.reis', fullName: 'João Reis' },
    ]);
    assert.deepEqual(articles, [{ id: 31, title: 'Intervenção terapêutica após AVC', content: CONTENT, authorId: 7 }]);
    assert.equal(comments[0].n, 1);
    assert.equal(likes[0].n, 1);
    // The categories the migrations seed are replaced by the backup's, not duplicated.
    assert.equal(categories[0].n, 9);
  });

  it('lets full-text search find the restored article and protocol, accents ignored', () => {
    const [, , , , , articleHits, protocolHits, memberHits, visitorArticleHits] = restored;
    assert.deepEqual(articleHits, [{ title: 'Intervenção terapêutica após AVC' }]);
    assert.deepEqual(visitorArticleHits, articleHits);
    assert.deepEqual(protocolHits, [{ title: 'Protocolo de integração sensorial' }]);
    assert.deepEqual(memberHits, [{ fullName: 'Rita Lopes' }]);
  });
});
