import { useEffect, useState, type ChangeEvent } from 'react';
import { orderDetailSchema, type OrderDetail, type OrderDocument } from '@/lib/domain/admin-contract';
import { openFile, sealFile } from '@/lib/domain/sealing';
import { formatStoreTimeWithZone } from '@/lib/domain/store-time';
import { api } from './api';
import { storedKeys } from './keys';
import { Button, Problem } from './ui';
import { useAction } from './use-action';

/** The kinds of file a signed document comes back as: a PDF, or a photo of the paper. */
const types = { 'application/pdf': 'PDF', 'image/jpeg': 'photo (JPEG)', 'image/png': 'photo (PNG)' } as const;
const MAX_BYTES = 10 * 1024 * 1024;

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the binding of a document's file is: its order's attempt key and its kind, so it opens for no other. */
const binding = (order: OrderDetail, doc: OrderDocument) => `${order.orderNumber}/${doc.kind}/file`;

/**
 * The signed copy of a document, as the practitioner's office sent it back (a PDF or a photo): sealed on this device
 * to the store's key before it leaves it, kept by the intake as it is, and opened only here, each opening recorded.
 */
export function DocumentFile({
  order,
  doc,
  onChanged,
}: {
  order: OrderDetail;
  doc: OrderDocument;
  onChanged: (o: OrderDetail) => void;
}) {
  const { busy, problem, setProblem, run } = useAction();
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => () => void (opened && URL.revokeObjectURL(opened)), [opened]);
  const id = `file-${doc.kind}`;

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!(file.type in types)) return setProblem('Attach a PDF, or a photo of the paper (JPEG or PNG).');
    if (file.size > MAX_BYTES)
      return setProblem(`That file is ${size(file.size)}: a signed copy is at most 10 MB.`);
    const keys = await storedKeys().catch(() => null);
    if (!keys)
      return setProblem(
        'Load the store’s private key file in Sealed details first: a signed copy is sealed to it before it is sent.',
      );
    await run(async () => {
      const sealed = await sealFile(keys.publicKey, await file.arrayBuffer(), binding(order, doc));
      const response = await fetch(`/admin/api/orders/${order.orderNumber}/documents/${doc.kind}/file`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', 'X-Document-Type': file.type },
        body: sealed,
        cache: 'no-store',
      });
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok)
        throw new Error(
          (json as { message?: string } | null)?.message ?? `The intake answered ${response.status}.`,
        );
      onChanged(orderDetailSchema.parse(json));
    });
  }

  async function open() {
    const keys = await storedKeys().catch(() => null);
    if (!keys) return setProblem('Load the store’s private key file in Sealed details first.');
    await run(async () => {
      const response = await fetch(`/admin/api/orders/${order.orderNumber}/documents/${doc.kind}/file/open`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        cache: 'no-store',
      });
      if (!response.ok) {
        const json = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(json?.message ?? `The intake answered ${response.status}.`);
      }
      const plain = await openFile(keys, await response.arrayBuffer(), binding(order, doc)).catch(() => {
        throw new Error(
          'This copy does not open with the store’s key for this order: it is not this order’s.',
        );
      });
      setOpened(URL.createObjectURL(new Blob([plain], { type: doc.file?.type ?? 'application/pdf' })));
      onChanged(await api(`/orders/${order.orderNumber}`, orderDetailSchema));
    });
  }

  return (
    <div className="mt-2">
      {doc.file ? (
        <div className="flex flex-wrap items-center gap-2">
          <p data-testid={`${id}-state`}>
            Signed copy attached: {types[doc.file.type]}, {size(doc.file.size)}, by {doc.file.staff},{' '}
            {formatStoreTimeWithZone(doc.file.at)}.
          </p>
          <Button onClick={open} disabled={busy}>
            Open the signed copy
          </Button>
        </div>
      ) : (
        <div>
          <label htmlFor={id} className="font-semibold">
            Attach the signed copy (PDF or photo)
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            Sealed on this device to the store’s key before it is sent; at most 10 MB.
          </p>
          <input
            id={id}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-describedby={`${id}-hint`}
            onChange={attach}
            disabled={busy}
            className="mt-1 block min-h-11 w-full max-w-full"
          />
        </div>
      )}
      {doc.file && opened ? (
        <div className="mt-2" data-testid={`${id}-opened`} data-copy={opened}>
          {doc.file.type === 'application/pdf' ? (
            <iframe
              src={opened}
              title={`The signed copy of the ${doc.name.toLowerCase()}`}
              className="h-96 w-full border"
            />
          ) : (
            <img
              src={opened}
              alt={`The signed copy of the ${doc.name.toLowerCase()}`}
              className="max-w-full border"
            />
          )}
          <Button className="mt-2" onClick={() => setOpened(null)}>
            Close the copy
          </Button>
        </div>
      ) : null}
      <Problem>{problem}</Problem>
    </div>
  );
}
