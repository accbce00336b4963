import { base64UrlDecode, base64UrlEncode, ecdhWith, messageKeys, publicPointOf } from '../../worker/lib/push-crypto';

// A browser's side of web push, for the tests (docs/rules/push-and-offline.md): a receiver's key
// pair and secret, the decryption a user agent does (RFC 8291 §3.4, RFC 8188), and the check of a
// VAPID header (RFC 8292) a push service does.

export interface Receiver {
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
}

/** A new receiver, as a browser subscribes. */
export async function newReceiver(): Promise<Receiver> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { keys: { p256dh: base64UrlEncode(publicKey), auth: base64UrlEncode(crypto.getRandomValues(new Uint8Array(16))) }, privateKey: pair.privateKey };
}

/** The receiver of RFC 8291's example, from its private key `d` and public point. */
export async function receiverOf(privateD: string, publicPoint: string, auth: string): Promise<Receiver> {
  const point = base64UrlDecode(publicPoint);
  const jwk = { kty: 'EC', crv: 'P-256', x: base64UrlEncode(point.slice(1, 33)), y: base64UrlEncode(point.slice(33)), d: privateD };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  return { keys: { p256dh: publicPoint, auth }, privateKey };
}

/** What a user agent reads from an aes128gcm body: the header, the key agreement, the one record, its delimiter. */
export async function decryptAsUserAgent(body: Uint8Array, receiver: Receiver): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const keyLength = body[20]!;
  const senderPublic = body.slice(21, 21 + keyLength);
  const record = body.slice(21 + keyLength);
  if (record.length > recordSize) throw new Error('record longer than its size');
  const sender = await crypto.subtle.importKey('raw', senderPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdhWith(sender), receiver.privateKey, 256));
  const { contentKey, nonce } = await messageKeys(ecdhSecret, base64UrlDecode(receiver.keys.auth), base64UrlDecode(receiver.keys.p256dh), senderPublic, salt);
  const aes = await crypto.subtle.importKey('raw', contentKey, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, record));
  // The last record: the text, then 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return new TextDecoder().decode(padded.slice(0, end));
}

/** A push service's check of `vapid t=…, k=…` (RFC 8292): the ES256 signature with the key it names; answers the token's claims and the key. */
export async function verifyVapid(authorization: string): Promise<{ claims: { aud: string; exp: number; sub: string }; key: string }> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string];
  const point = base64UrlDecode(key);
  const publicKey = await crypto.subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', x: base64UrlEncode(point.slice(1, 33)), y: base64UrlEncode(point.slice(33)) },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, base64UrlDecode(signature), new TextEncoder().encode(`${header}.${claims}`));
  if (!valid) throw new Error('VAPID signature does not verify');
  const decodedHeader = JSON.parse(new TextDecoder().decode(base64UrlDecode(header))) as { alg: string };
  if (decodedHeader.alg !== 'ES256') throw new Error('not ES256');
  return { claims: JSON.parse(new TextDecoder().decode(base64UrlDecode(claims))), key };
}

export { publicPointOf };
