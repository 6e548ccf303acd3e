import { generateKeys, importPrivateJwk, importPublicKey, open, seal } from './sealing';

const ORDER = 'attempt-0001-abcdefgh';

describe('sealed order details', () => {
  it('opens with the private key what was sealed to the public key for its order, and hides the plain text', async () => {
    const { publicKey, privateJwk } = await generateKeys();
    const sealed = await seal(await importPublicKey(publicKey), { medicareNumber: '1EG4TE5MK73' }, ORDER);
    expect(sealed).toMatch(/^hpke2\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('1EG4');
    expect(Buffer.from(sealed.split('.')[2] ?? '', 'base64url').toString('latin1')).not.toContain('1EG4');
    const keys = await importPrivateJwk(privateJwk);
    expect(keys.privateKey.extractable).toBe(false);
    expect(await open(keys, sealed, ORDER)).toEqual({
      fields: { medicareNumber: '1EG4TE5MK73' },
      bound: true,
    });
  });

  it('does not open for another order: the ciphertext is bound to the attempt it was sealed for', async () => {
    const { publicKey, privateJwk } = await generateKeys();
    const sealed = await seal(await importPublicKey(publicKey), { medicareNumber: '1EG4TE5MK73' }, ORDER);
    await expect(open(await importPrivateJwk(privateJwk), sealed, 'attempt-0002-abcdefgh')).rejects.toThrow();
  });

  it('takes the public key as a file or a variable gives it, with its line end', async () => {
    const { publicKey, privateJwk } = await generateKeys();
    const sealed = await seal(
      await importPublicKey(` ${publicKey}\n`),
      { physicianName: 'Dr. Raman' },
      ORDER,
    );
    expect((await open(await importPrivateJwk(privateJwk), sealed, ORDER)).fields).toEqual({
      physicianName: 'Dr. Raman',
    });
  });

  it('seals the same details differently each time', async () => {
    const { publicKey } = await generateKeys();
    const key = await importPublicKey(publicKey);
    expect(await seal(key, { physicianName: 'Dr. Raman' }, ORDER)).not.toBe(
      await seal(key, { physicianName: 'Dr. Raman' }, ORDER),
    );
  });

  it('does not open with another key, or a tampered ciphertext', async () => {
    const mine = await generateKeys();
    const other = await generateKeys();
    const sealed = await seal(await importPublicKey(mine.publicKey), { physicianName: 'Dr. Raman' }, ORDER);
    await expect(open(await importPrivateJwk(other.privateJwk), sealed, ORDER)).rejects.toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    await expect(open(await importPrivateJwk(mine.privateJwk), tampered, ORDER)).rejects.toThrow();
    await expect(open(await importPrivateJwk(mine.privateJwk), 'hpke9.QUJD.REVG', ORDER)).rejects.toThrow(
      'Not a sealed detail',
    );
  });

  it('refuses a key file that is not a P-256 private key', async () => {
    const { privateJwk } = await generateKeys();
    const { d: _d, ...publicOnly } = privateJwk;
    await expect(importPrivateJwk(publicOnly)).rejects.toThrow('not the store’s private key file');
    // Another curve, another kind of key, or a half missing: each named as not the store's key file, before the
    // browser's own error.
    for (const wrong of [
      { ...privateJwk, crv: 'P-384' },
      { ...privateJwk, kty: 'RSA' },
      { ...privateJwk, x: undefined },
      { ...privateJwk, y: undefined },
    ])
      await expect(importPrivateJwk(wrong)).rejects.toThrow('not the store’s private key file');
  });

  it('names a detail cut short as not a sealed detail', async () => {
    const { publicKey, privateJwk } = await generateKeys();
    const sealed = await seal(await importPublicKey(publicKey), { physicianName: 'Dr. Raman' }, ORDER);
    const keys = await importPrivateJwk(privateJwk);
    const [version, enc] = sealed.split('.');
    for (const cut of [`${version}.${enc}`, `${version}.${enc}.`, `${version}..x`, 'hpke2'])
      await expect(open(keys, cut, ORDER)).rejects.toThrow('Not a sealed detail');
  });
});
