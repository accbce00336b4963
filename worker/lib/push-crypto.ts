// Web push's cryptography with WebCrypto alone (docs/rules/push-and-offline.md, "Sending"): the
// payload encrypted as RFC 8291 says (ECDH P-256, HKDF-SHA-256, one aes128gcm record of RFC
// 8188) and the sender identified as RFC 8292 says (an ES256 JWT for the push service's origin).
// The npm libraries made for Workers encrypt with the draft's older "aesgcm" encoding, which the
// RFC's test vectors and Apple's push service refuse: tests/worker/push-crypto.test.ts holds this
// code to the RFC's vectors.

const encoder = new TextEncoder();

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text (padding optional); throws on anything else. */
export function base64UrlDecode(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** HKDF-SHA-256 (extract then expand) of `length` bytes. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, length * 8));
}

/** The P-256 public key of 65 uncompressed bytes (0x04 ‖ x ‖ y) as a JWK's `x` and `y`. */
export function publicPointOf(jwk: JsonWebKey): Uint8Array {
  return concat(new Uint8Array([4]), base64UrlDecode(jwk.x ?? ''), base64UrlDecode(jwk.y ?? ''));
}

const pointToJwk = (point: Uint8Array): JsonWebKey => ({ kty: 'EC', crv: 'P-256', x: base64UrlEncode(point.slice(1, 33)), y: base64UrlEncode(point.slice(33, 65)) });

/** ECDH's parameters with the other side's public key (`public`, which @cloudflare/workers-types spells `$public`). */
export const ecdhWith = (publicKey: CryptoKey) => ({ name: 'ECDH', public: publicKey }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

/** The key derivation both sides share (RFC 8291 §3.3–3.4): the content key and nonce of one message. */
export async function messageKeys(
  ecdhSecret: Uint8Array,
  authSecret: Uint8Array,
  receiverPublic: Uint8Array,
  senderPublic: Uint8Array,
  salt: Uint8Array,
): Promise<{ contentKey: Uint8Array; nonce: Uint8Array }> {
  const keyInfo = concat(encoder.encode('WebPush: info\0'), receiverPublic, senderPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const [contentKey, nonce] = await Promise.all([hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16), hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12)]);
  return { contentKey, nonce };
}

/** The record size written in the header: one record holds the whole message (push services take at most 4,096 bytes). */
const RECORD_SIZE = 4096;
/** The header's salt (16), record size (4), key length (1) and key (65), and the record's tag (16) and delimiter (1). */
const OVERHEAD = 16 + 4 + 1 + 65 + 16 + 1;
/** The longest payload one message carries. */
export const MAX_PUSH_PAYLOAD = RECORD_SIZE - OVERHEAD;

/** What a subscription gives the sender: the browser's public key (65 bytes) and secret (16 bytes), base64url. */
export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

/**
 * The body of a push message (RFC 8291 §4): the aes128gcm header (salt, record size, the sender's
 * one-off public key) and the one record. `fixed` gives the salt and the sender's key pair, for
 * the RFC's test vectors only; otherwise both are new for every message.
 */
export async function encryptPushPayload(payload: Uint8Array, keys: SubscriptionKeys, fixed?: { salt: Uint8Array; sender: CryptoKeyPair }): Promise<Uint8Array> {
  if (payload.length > MAX_PUSH_PAYLOAD) throw new Error('push payload too long');
  const receiverPublic = base64UrlDecode(keys.p256dh);
  const authSecret = base64UrlDecode(keys.auth);
  if (receiverPublic.length !== 65 || receiverPublic[0] !== 4 || authSecret.length !== 16) throw new Error('subscription keys of the wrong size');
  const receiver = await crypto.subtle.importKey('jwk', pointToJwk(receiverPublic), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const sender = fixed?.sender ?? ((await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair);
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const senderPublic = new Uint8Array((await crypto.subtle.exportKey('raw', sender.publicKey)) as ArrayBuffer);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdhWith(receiver), sender.privateKey, 256));
  const { contentKey, nonce } = await messageKeys(ecdhSecret, authSecret, receiverPublic, senderPublic, salt);
  const aes = await crypto.subtle.importKey('raw', contentKey, 'AES-GCM', false, ['encrypt']);
  // The last (and only) record ends with the delimiter 0x02 and no padding.
  const record = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, aes, concat(payload, new Uint8Array([2]))));
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = senderPublic.length;
  return concat(header, senderPublic, record);
}

/** The VAPID key pair (RFC 8292) from its private JWK (the Worker secret `VAPID_PRIVATE_KEY`), with its public key for browsers. */
export interface VapidKey {
  /** base64url of the 65-byte uncompressed point: `applicationServerKey` in the browser, `k=` of the header. */
  publicKey: string;
  signingKey: CryptoKey;
}

/** Reads the VAPID secret (a P-256 private JWK as JSON); null when it is missing or is not one. */
export async function importVapidKey(secret: string | undefined): Promise<VapidKey | null> {
  if (!secret) return null;
  try {
    const jwk = JSON.parse(secret) as JsonWebKey;
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y) return null;
    const signingKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    return { publicKey: base64UrlEncode(publicPointOf(jwk)), signingKey };
  } catch {
    return null;
  }
}

/** How long a VAPID token holds: 12 hours (RFC 8292 allows at most 24). */
const VAPID_LIFETIME_SECONDS = 12 * 60 * 60;

/**
 * The `Authorization` header of RFC 8292 §3 for a message to `endpoint`: `vapid t=<JWT>, k=<key>`,
 * the JWT signed with ES256 for the push service's origin, expiring in 12 hours, naming `subject`
 * (a `mailto:` or `https:` address the push service may write to).
 */
export async function vapidAuthorization(vapid: VapidKey, endpoint: string, subject: string, nowMs = Date.now()): Promise<string> {
  const part = (value: object) => base64UrlEncode(encoder.encode(JSON.stringify(value)));
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + VAPID_LIFETIME_SECONDS, sub: subject })}`;
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, vapid.signingKey, encoder.encode(unsigned)));
  return `vapid t=${unsigned}.${base64UrlEncode(signature)}, k=${vapid.publicKey}`;
}
