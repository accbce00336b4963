// Demo data for the first local start (docs/rules/screens.md): the SQL that scripts/local-db.mjs
// runs when the local database has no members yet.
import { DEMO_LOGIN, demoSeedStatements } from './demo-data.mjs';
import { members } from './content/members.mjs';
import { hashPassword } from './password-hash.mjs';

export async function demoSeedSql() {
  // One scrypt hash (about 100 ms) per member, each with its own salt, computed once per run.
  const hashes = new Map(members.map((member) => [member.username, hashPassword(DEMO_LOGIN.password)]));
  const statements = demoSeedStatements({ passwordHash: (username) => hashes.get(username) });
  return `${statements.join(';\n')};\n`;
}
