// Demo data for the first local start (DECISIONS.md section 5).
// TODO(seed): members, articles, protocols, events, opportunities and volunteering offers.
import { hashPassword } from './password-hash.mjs';

export const DEMO_LOGIN = { username: 'ana.silva', password: 'RedeTO-demo-2026' };

const quote = (value) => (value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`);

export async function demoSeedSql() {
  const hash = hashPassword(DEMO_LOGIN.password);
  return `INSERT INTO users (username, email, password_hash, full_name, specialty, location, bio, search_text)
VALUES (${quote(DEMO_LOGIN.username)}, 'ana.silva@example.pt', ${quote(hash)}, 'Ana Silva', 'Saúde Mental', 'Lisboa', NULL, 'ana silva ana.silva saude mental lisboa');\n`;
}
