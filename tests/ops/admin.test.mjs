/* global process */
// `npm run admin` (scripts/admin.mjs) against a temporary local D1 of its own (--persist-to), never
// the maintainer's .wrangler: grants and revokes, says whether anything changed, fails for a member
// who does not exist, and refuses usernames that could carry SQL.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { adminSql, parseAdminArgs, UsageError } from '../../scripts/admin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`, CI: 'true', WRANGLER_SEND_METRICS: 'false' };

describe('npm run admin: the command line', () => {
  it('reads grant and revoke, the environment and the local folder', () => {
    assert.deepEqual(parseAdminArgs(['grant', 'ana.silva'], {}), { action: 'grant', username: 'ana.silva', env: null, persistTo: '.wrangler/state' });
    assert.deepEqual(parseAdminArgs(['revoke', 'ana.silva', '--env', 'production'], {}), { action: 'revoke', username: 'ana.silva', env: 'production', persistTo: '.wrangler/state' });
    assert.equal(parseAdminArgs(['grant', 'ana.silva'], { STATE_DIR: '.wrangler/e2e' }).persistTo, '.wrangler/e2e');
  });

  it('refuses anything else, and usernames outside [A-Za-z0-9._-]', () => {
    for (const argv of [
      [],
      ['promote', 'ana'],
      ['grant'],
      ['grant', "x' OR 1=1 --"],
      ['grant', 'ana;DROP'],
      ['grant', 'ana', 'rui'],
      ['grant', 'ana.silva', '--env', 'staging'],
      ['grant', 'ana.silva', '--env', 'preview', '--persist-to', 'x'],
    ]) {
      assert.throws(() => parseAdminArgs(argv, {}), UsageError, JSON.stringify(argv));
    }
  });

  it('quotes the username as a literal', () => {
    assert.match(adminSql('grant', 'ana.silva'), /lower\(username\) = lower\('ana\.silva'\)/);
  });
});

describe('npm run admin against a local D1', () => {
  let dir;
  const admin = (...args) =>
    exec('node', [path.join(root, 'scripts', 'admin.mjs'), ...args, '--persist-to', 'state'], { cwd: dir, env }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  const wrangler = (args) => exec('wrangler', ['d1', ...args, '--local', '--persist-to', 'state'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
  const query = async (sql) => JSON.parse((await wrangler(['execute', 'DB', '--json', '--command', sql])).stdout)[0].results;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rede-to-admin-'));
    cpSync(path.join(root, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    cpSync(path.join(root, 'migrations'), path.join(dir, 'migrations'), { recursive: true });
    await exec('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', 'state'], { cwd: dir, env });
    await query("INSERT INTO users (username, email, password_hash, full_name) VALUES ('Ana.Silva', 'ana@example.pt', 'x', 'Ana Silva'), ('rui.costa', 'rui@example.pt', 'x', 'Rui Costa')");
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  it('grants, says so, and logs it; a second grant changes nothing', async () => {
    const first = await admin('grant', 'ana.silva');
    assert.equal(first.code, 0);
    assert.match(first.stdout, /Ana\.Silva é agora administrador/);
    assert.deepEqual(await query('SELECT username, role FROM users ORDER BY id'), [
      { username: 'Ana.Silva', role: 'admin' },
      { username: 'rui.costa', role: 'member' },
    ]);
    const again = await admin('grant', 'Ana.Silva');
    assert.equal(again.code, 0);
    assert.match(again.stdout, /já era administrador: nada mudou/);
    assert.deepEqual(await query('SELECT action, target_title AS title, actor_id AS actor, reason FROM moderation_log'), [
      { action: 'grant-admin', title: 'Ana Silva', actor: null, reason: 'Atribuído pela manutenção.' },
    ]);
  });

  it('revokes', async () => {
    const revoked = await admin('revoke', 'ana.silva');
    assert.equal(revoked.code, 0);
    assert.match(revoked.stdout, /Ana\.Silva é agora membro/);
    assert.equal((await query("SELECT role FROM users WHERE username = 'Ana.Silva'"))[0].role, 'member');
    assert.equal((await query("SELECT reason FROM moderation_log WHERE action = 'revoke-admin'"))[0].reason, 'Retirado pela manutenção.');
  });

  it('fails for a member who does not exist, and for a hostile username, changing nothing', async () => {
    const missing = await admin('grant', 'ninguem');
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /Não existe nenhum membro "ninguem"/);
    const hostile = await admin('grant', "rui.costa' OR '1'='1");
    assert.equal(hostile.code, 2);
    assert.deepEqual(await query("SELECT count(*) AS admins FROM users WHERE role = 'admin'"), [{ admins: 0 }]);
  });
});
