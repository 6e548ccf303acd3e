import { generateKeys, importPrivateJwk, importPublicKey, open, seal } from './sealing';

describe('sealed order details', () => {
  it('opens with the private key what was sealed to the public key, and hides the plain text', async () => {
    const { publicKey, privateJwk } = await generateKeys();
    const sealed = await seal(await importPublicKey(publicKey), {
      cardNumber: '4111111111111111',
      cvv: '123',
    });
    expect(sealed).toMatch(/^hpke1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('4111');
    expect(Buffer.from(sealed.split('.')[2] ?? '', 'base64url').toString('latin1')).not.toContain('4111');
    const keys = await importPrivateJwk(privateJwk);
    expect(keys.privateKey.extractable).toBe(false);
    expect(await open(keys, sealed)).toEqual({ cardNumber: '4111111111111111', cvv: '123' });
  });

  it('seals the same details differently each time', async () => {
    const { publicKey } = await generateKeys();
    const key = await importPublicKey(publicKey);
    expect(await seal(key, { cvv: '123' })).not.toBe(await seal(key, { cvv: '123' }));
  });

  it('does not open with another key, or a tampered ciphertext', async () => {
    const mine = await generateKeys();
    const other = await generateKeys();
    const sealed = await seal(await importPublicKey(mine.publicKey), { cvv: '123' });
    await expect(open(await importPrivateJwk(other.privateJwk), sealed)).rejects.toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    await expect(open(await importPrivateJwk(mine.privateJwk), tampered)).rejects.toThrow();
  });

  it('refuses a key file that is not a P-256 private key', async () => {
    const { privateJwk } = await generateKeys();
    const { d: _d, ...publicOnly } = privateJwk;
    await expect(importPrivateJwk(publicOnly)).rejects.toThrow('not the store’s private key file');
  });
});
