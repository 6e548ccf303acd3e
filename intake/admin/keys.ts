import { importPrivateJwk } from '@/lib/domain/sealing';

/**
 * The supplier's key pair in this device's back office: imported once from the private key file, with the private
 * half non-extractable, and kept in IndexedDB (which stores a CryptoKey as it is), so the key file itself need not be
 * loaded again and the key can never be read back out. IndexedDB belongs to the back office's own origin, out of
 * reach of any script of the storefront. It can be forgotten from the device at any time.
 */
const DB = 'jamaica-medical-supply-back-office';
const STORE = 'keys';
const KEY = 'order-details';

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function transact<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      }),
  );
}

export async function storedKeys(): Promise<CryptoKeyPair | null> {
  return ((await transact('readonly', (s) => s.get(KEY))) as CryptoKeyPair | undefined) ?? null;
}

export async function loadKeyFile(file: File): Promise<CryptoKeyPair> {
  let jwk: JsonWebKey;
  try {
    jwk = JSON.parse(await file.text()) as JsonWebKey;
  } catch {
    throw new Error('This file is not the store’s private key file (it is not JSON).');
  }
  const keys = await importPrivateJwk(jwk);
  await transact('readwrite', (s) => s.put(keys, KEY));
  return keys;
}

export async function forgetKeys(): Promise<void> {
  await transact('readwrite', (s) => s.delete(KEY));
}
