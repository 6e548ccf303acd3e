import { generateKeys, importPrivateJwk, openFile, sealFile } from '@/lib/domain/sealing';
import { orderRequest, paperworkIn, SEALED, startIntake, type Intake } from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
async function placedWithPaperwork() {
  const { json } = await intake.send(
    '/orders',
    orderRequest([{ id: 1 }], { paymentMethod: 'medicare', deductible: 'yes', sealed: { medicare: SEALED } }),
  );
  const number = json.orderNumber as string;
  await intake.staff(`/orders/${number}/moves`, { to: 'paperwork', from: 'received' });
  await paperworkIn(intake, number);
  return number;
}
/** A signed written order as the office faxed it back: a PDF's first bytes and some text. */
const pdf = new TextEncoder().encode(
  '%PDF-1.7\nStandard written order, signed by Dr. Anita Patel, NPI 1234567893',
).buffer;
const attach = (number: string, sealed: ArrayBuffer, type = 'application/pdf') =>
  intake.staffBytes(`/orders/${number}/documents/written-order/file`, sealed, { 'X-Document-Type': type });

describe('a document’s signed copy, sealed in the back office and kept in R2', () => {
  it('is kept as sealed, opened only with the key, each opening recorded, and never attached to another order', async () => {
    const keys = await generateKeys();
    const pair = await importPrivateJwk(keys.privateJwk);
    const number = await placedWithPaperwork();
    const sealed = await sealFile(pair.publicKey, pdf, `${number}/written-order/file`);

    // Another kind of file is refused.
    expect((await attach(number, sealed, 'text/html')).json.message).toBe(
      'Attach a PDF, or a photo of the paper (JPEG or PNG).',
    );
    const attached = await attach(number, sealed);
    expect(attached.status).toBe(200);
    const doc = attached.json.documents.find((d: { kind: string }) => d.kind === 'written-order');
    expect(doc.file).toMatchObject({ type: 'application/pdf', size: sealed.byteLength });
    expect(attached.json.timeline.at(-1).detail).toBe(
      'Signed copy of the standard written order attached, sealed',
    );
    // What is stored is the ciphertext: no word of the document.
    const stored = await (await intake.r2()).get(`documents/${number}/written-order/${await sha256(sealed)}`);
    expect(new TextDecoder().decode(await stored!.arrayBuffer())).not.toContain('Anita Patel');
    // A second copy for the same document is refused.
    expect(
      (await attach(number, await sealFile(pair.publicKey, pdf, `${number}/written-order/file`))).status,
    ).toBe(409);

    // Opened: the sealed bytes come back, open with the key for this order only, and the opening is recorded.
    const opened = await intake.staffBytes(`/orders/${number}/documents/written-order/file/open`, null);
    expect(opened.status).toBe(200);
    expect(
      new TextDecoder().decode(await openFile(pair, opened.bytes, `${number}/written-order/file`)),
    ).toContain('signed by Dr. Anita Patel');
    const after = await detail(number);
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'opened',
      staff: 'ana@jamaicamedicalsupply.com',
      detail: 'Signed copy of the standard written order opened',
    });

    // The same ciphertext moved to another order is refused, and would not open there.
    const other = await placedWithPaperwork();
    const moved = await attach(other, sealed);
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(
      `This file is the sealed copy attached to order ${number}: it opens only there. Attach this order’s own copy.`,
    );
    await expect(openFile(pair, sealed, `${other}/written-order/file`)).rejects.toThrow();
  });

  it('is attached only to a document received, and goes with the order when it is cancelled', async () => {
    const keys = await generateKeys();
    const pair = await importPrivateJwk(keys.privateJwk);
    const { json } = await intake.send(
      '/orders',
      orderRequest([{ id: 1 }], {
        paymentMethod: 'medicare',
        deductible: 'yes',
        sealed: { medicare: SEALED },
      }),
    );
    const number = json.orderNumber as string;
    const early = await attach(number, await sealFile(pair.publicKey, pdf, `${number}/written-order/file`));
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(
      `Record the standard written order of order ${number} as received first: the file is its signed copy.`,
    );
    await intake.staff(`/orders/${number}/moves`, { to: 'paperwork', from: 'received' });
    await paperworkIn(intake, number);
    expect(
      (await attach(number, await sealFile(pair.publicKey, pdf, `${number}/written-order/file`))).status,
    ).toBe(200);
    const cancelled = await intake.staff(`/orders/${number}/moves`, {
      to: 'cancelled',
      from: 'paperwork',
      reason: 'She chose another supplier',
    });
    expect(cancelled.status).toBe(200);
    expect(
      (await intake.staffBytes(`/orders/${number}/documents/written-order/file/open`, null)).status,
    ).toBe(404);
    expect((await (await intake.r2()).list({ prefix: `documents/${number}/` })).objects).toHaveLength(0);
  });
});

async function sha256(bytes: ArrayBuffer) {
  return [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}
