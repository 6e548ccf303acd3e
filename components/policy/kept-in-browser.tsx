import { storageKeys } from '@/lib/domain/storage-keys';

/** What one of the store's keys holds, and where, in the policy's language. */
export interface KeptItem {
  name: string;
  where: string;
  what: string;
}

/**
 * The privacy policy's list of what the browser keeps: one entry per key of lib/domain/storage-keys.ts, so a new
 * key without a description fails the type check. `at` joins the name to where it is kept ("in", "en").
 */
export function KeptInBrowser({
  kept,
  at,
}: {
  kept: Record<keyof typeof storageKeys, KeptItem>;
  at: string;
}) {
  const keys = Object.keys(kept) as (keyof typeof storageKeys)[];
  return (
    <dl className="space-y-4">
      {keys.map((key) => (
        <div key={key}>
          <dt className="font-semibold">
            {kept[key].name}{' '}
            <code translate="no" className="rounded bg-slate-100 px-1 font-mono text-sm">
              {storageKeys[key]}
            </code>
            , {at} {kept[key].where}
          </dt>
          <dd>{kept[key].what}</dd>
        </div>
      ))}
    </dl>
  );
}
