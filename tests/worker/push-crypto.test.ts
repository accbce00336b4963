import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, encryptPushPayload, importVapidKey, MAX_PUSH_PAYLOAD, vapidAuthorization } from '../../worker/lib/push-crypto';
import { decryptAsUserAgent, newReceiver, publicPointOf, receiverOf, verifyVapid } from './push-receiver';

// Web push's cryptography (docs/rules/push-and-offline.md, "Sending"), held to RFC 8291's example
// (section 5 and its appendix A) and to RFC 8292's header.

const RFC8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  senderPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  senderPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  receiverPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  receiverPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

async function rfcSenderKeys(): Promise<CryptoKeyPair> {
  const point = base64UrlDecode(RFC8291.senderPublic);
  const jwk = { kty: 'EC', crv: 'P-256', x: base64UrlEncode(point.slice(1, 33)), y: base64UrlEncode(point.slice(33)) };
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  return {
    privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: RFC8291.senderPrivate }, algorithm, false, ['deriveBits']),
    publicKey: await crypto.subtle.importKey('jwk', jwk, algorithm, true, []),
  };
}

describe('RFC 8291 message encryption', () => {
  it("decrypts the RFC's encrypted message as a user agent does", async () => {
    const receiver = await receiverOf(RFC8291.receiverPrivate, RFC8291.receiverPublic, RFC8291.auth);
    expect(await decryptAsUserAgent(base64UrlDecode(RFC8291.body), receiver)).toBe(RFC8291.plaintext);
  });

  it("writes the RFC's encrypted message byte for byte from its keys and salt", async () => {
    const body = await encryptPushPayload(
      new TextEncoder().encode(RFC8291.plaintext),
      { p256dh: RFC8291.receiverPublic, auth: RFC8291.auth },
      {
        salt: base64UrlDecode(RFC8291.salt),
        sender: await rfcSenderKeys(),
      },
    );
    expect(base64UrlEncode(body)).toBe(RFC8291.body);
  });

  it('encrypts what a browser of its own keys decrypts, with a new salt and key every time', async () => {
    const receiver = await newReceiver();
    const text = JSON.stringify({ web_push: 8030, notification: { title: 'Rede TO', body: 'Ana Lopes comentou «Integração sensorial na escola»' } });
    const [first, second] = await Promise.all([encryptPushPayload(new TextEncoder().encode(text), receiver.keys), encryptPushPayload(new TextEncoder().encode(text), receiver.keys)]);
    expect(await decryptAsUserAgent(first, receiver)).toBe(text);
    expect(await decryptAsUserAgent(second, receiver)).toBe(text);
    expect(base64UrlEncode(first.slice(0, 16))).not.toBe(base64UrlEncode(second.slice(0, 16)));
    // Another browser's keys cannot read it.
    await expect(decryptAsUserAgent(first, { ...(await newReceiver()), keys: { ...(await newReceiver()).keys, auth: receiver.keys.auth } })).rejects.toThrow();
  });

  it('refuses a payload longer than one record and keys of the wrong size', async () => {
    const receiver = await newReceiver();
    await expect(encryptPushPayload(new Uint8Array(MAX_PUSH_PAYLOAD + 1), receiver.keys)).rejects.toThrow(/too long/);
    await expect(encryptPushPayload(new Uint8Array(10), { ...receiver.keys, auth: base64UrlEncode(new Uint8Array(8)) })).rejects.toThrow(/size/);
    expect((await encryptPushPayload(new Uint8Array(MAX_PUSH_PAYLOAD), receiver.keys)).length).toBe(4096);
  });
});

describe('RFC 8292 VAPID', () => {
  it('signs an ES256 token for the push service origin, expiring within 24 hours, with the public key in k=', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    const vapid = (await importVapidKey(JSON.stringify(jwk)))!;
    expect(vapid.publicKey).toBe(base64UrlEncode(publicPointOf(jwk as JsonWebKey)));
    expect(base64UrlDecode(vapid.publicKey)).toHaveLength(65);
    const now = Date.now();
    const header = await vapidAuthorization(vapid, 'https://web.push.apple.com/QGuQyavXutnMH/abc?x=1', 'mailto:nao-responder@rede-to.pt', now);
    const { claims, key } = await verifyVapid(header);
    expect(key).toBe(vapid.publicKey);
    expect(claims.aud).toBe('https://web.push.apple.com');
    expect(claims.sub).toBe('mailto:nao-responder@rede-to.pt');
    expect(claims.exp).toBeGreaterThan(now / 1000);
    expect(claims.exp).toBeLessThanOrEqual(now / 1000 + 24 * 60 * 60);
  });

  it('reads no key from a missing or malformed secret', async () => {
    expect(await importVapidKey(undefined)).toBeNull();
    expect(await importVapidKey('not json')).toBeNull();
    expect(await importVapidKey(JSON.stringify({ kty: 'EC', crv: 'P-384', x: 'a', y: 'b', d: 'c' }))).toBeNull();
  });
});
