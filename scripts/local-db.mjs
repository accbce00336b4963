// Prepares the local database: applies pending migrations, then seeds the demo data when the
// database has no members yet (first start only; never on deploy).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture, run } from './lib/run.mjs';
import { demoSeedSql } from './seed/demo.mjs';

export async function prepareLocalDatabase(stateDir) {
  const persist = ['--persist-to', stateDir];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { env: { CI: 'true' } });
  const output = await capture('wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--json', '--command', 'SELECT count(*) AS members FROM users']);
  const members = JSON.parse(output)[0].results[0].members;
  if (members > 0) return;
  console.log('Base de dados local vazia: a carregar os dados de demonstração…');
  const file = path.join(stateDir, 'demo-seed.sql');
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, await demoSeedSql());
  await run('wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--file', file]);
}
