// The local VAPID key of web push (docs/rules/push-and-offline.md): `npm start` and `npm run dev`
// give the local Worker one kept with the local state (never committed), made on first use. In
// production the key is the Worker secret VAPID_PRIVATE_KEY (docs/OPERATIONS.md).
import fs from 'node:fs';
import path from 'node:path';

/** A new P-256 private JWK as JSON: what VAPID_PRIVATE_KEY holds. */
export async function newVapidKey() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { kty, crv, x, y, d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return JSON.stringify({ kty, crv, x, y, d });
}

/** The key kept in `stateDir` (made there on first use). */
export async function localVapidKey(stateDir) {
  const file = path.join(stateDir, 'vapid-private-key.json');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const key = await newVapidKey();
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}
