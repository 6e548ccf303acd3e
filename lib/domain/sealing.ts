import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';

/**
 * Medicare and physician details are sealed in the shopper's browser to the supplier's public key (HPKE, RFC 9180:
 * P-256, HKDF-SHA256, AES-128-GCM, all WebCrypto) before they leave it. Only the private key, which the supplier
 * loads into the back office, opens them. A sealed detail is written `hpke2.<encapsulated key>.<ciphertext>`, both
 * base64url, and is bound to its order: the order's attempt key is HPKE's associated data, so a ciphertext copied
 * into another order does not open. (`hpke1.` details, sealed before that, carry no binding.)
 */

const suite = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes128Gcm(),
});

const INFO = new TextEncoder().encode('jamaica-medical-supply order details v1');
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The public key as the build carries it (ORDER_PUBLIC_KEY): the raw P-256 point, base64url. */
export async function importPublicKey(encoded: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(encoded.trim()), P256, true, []);
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** Seals a set of fields to the supplier's public key, bound to the order attempt they are sent with. */
export async function seal(
  publicKey: CryptoKey,
  fields: Record<string, string>,
  orderKey: string,
): Promise<string> {
  const sender = await suite.createSenderContext({ recipientPublicKey: publicKey, info: INFO });
  const ciphertext = await sender.seal(bytes(JSON.stringify(fields)), bytes(orderKey));
  return `hpke2.${toBase64Url(sender.enc)}.${toBase64Url(ciphertext)}`;
}

/**
 * Opens a sealed detail of the order with attempt key `orderKey`, with the supplier's key pair (the private half
 * may be non-extractable). What it holds is unchecked: the caller reads it with its schema. A detail sealed for
 * another order, with another key or tampered with does not open; `bound` is false for a detail sealed before
 * details were bound to their order.
 */
export async function open(
  keys: CryptoKeyPair,
  sealed: string,
  orderKey: string,
): Promise<{ fields: unknown; bound: boolean }> {
  const [version, enc, ciphertext] = sealed.split('.');
  const bound = version === 'hpke2';
  if ((!bound && version !== 'hpke1') || !enc || !ciphertext) throw new Error('Not a sealed detail');
  const recipient = await suite.createRecipientContext({
    recipientKey: keys,
    enc: fromBase64Url(enc).buffer,
    info: INFO,
  });
  const plain = await recipient.open(fromBase64Url(ciphertext).buffer, bound ? bytes(orderKey) : undefined);
  return { fields: JSON.parse(new TextDecoder().decode(plain)) as unknown, bound };
}

/** The length of HPKE's encapsulated key for P-256 (an uncompressed point), which begins a sealed file. */
const ENC_BYTES = 65;

/**
 * Seals a file (a signed document's PDF or photo) to the supplier's public key, bound to `binding` (its order and
 * kind) as HPKE's associated data: the encapsulated key, then the ciphertext, as bytes.
 */
export async function sealFile(
  publicKey: CryptoKey,
  file: ArrayBuffer,
  binding: string,
): Promise<ArrayBuffer> {
  const sender = await suite.createSenderContext({ recipientPublicKey: publicKey, info: INFO });
  const ciphertext = new Uint8Array(await sender.seal(file, bytes(binding)));
  const sealed = new Uint8Array(ENC_BYTES + ciphertext.length);
  sealed.set(new Uint8Array(sender.enc), 0);
  sealed.set(ciphertext, ENC_BYTES);
  return sealed.buffer;
}

/** Opens a sealed file with the supplier's key pair; one sealed for another order or kind, or altered, does not. */
export async function openFile(
  keys: CryptoKeyPair,
  sealed: ArrayBuffer,
  binding: string,
): Promise<ArrayBuffer> {
  if (sealed.byteLength <= ENC_BYTES) throw new Error('Not a sealed file');
  const recipient = await suite.createRecipientContext({
    recipientKey: keys,
    enc: sealed.slice(0, ENC_BYTES),
    info: INFO,
  });
  return recipient.open(sealed.slice(ENC_BYTES), bytes(binding));
}

/** A new key pair for the supplier: the public key for the build, the private one as a JWK file. */
export async function generateKeys(): Promise<{ publicKey: string; privateJwk: JsonWebKey }> {
  const pair = await crypto.subtle.generateKey(P256, true, ['deriveBits']);
  const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
  return { publicKey: toBase64Url(raw), privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey) };
}

/**
 * Imports the supplier's private key file: the private half non-extractable (it can open details but
 * never be read back out of the browser), the public half derived from the same file.
 */
export async function importPrivateJwk(jwk: JsonWebKey): Promise<CryptoKeyPair> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d || !jwk.x || !jwk.y)
    throw new Error('This is not the store’s private key file (a P-256 JWK).');
  const privateKey = await crypto.subtle.importKey('jwk', jwk, P256, false, ['deriveBits']);
  const { kty, crv, x, y } = jwk;
  const publicKey = await crypto.subtle.importKey('jwk', { kty, crv, x, y }, P256, true, []);
  return { privateKey, publicKey };
}
