import { notifyWhenFree } from './notify';

type StorageKind = 'localStorage' | 'sessionStorage';

/** The part of the Web Storage API the store uses, synchronous and safe to call. */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What a write that could not be stored left behind, per storage and key, for the rest of the visit. */
const memory: Record<StorageKind, Map<string, string>> = {
  localStorage: new Map(),
  sessionStorage: new Map(),
};

let told = false;
const onRefusal = new Set<() => void>();

/** Whether anything this visit wrote lives only in this tab's memory, because storage refused it. */
export function keptInMemory(): boolean {
  return memory.localStorage.size > 0 || memory.sessionStorage.size > 0;
}

/**
 * Calls `then` once storage has refused a write this visit (at once if it already has), so what keeps such a
 * visit whole loads only then. Returns the way to stop waiting.
 */
export function whenStorageRefuses(then: () => void): () => void {
  if (told) {
    then();
    return () => {};
  }
  onRefusal.add(then);
  return () => onRefusal.delete(then);
}

/** Says once per visit, after any toast already showing, that the cart lives only in this tab. */
function tellOnce(): void {
  if (told) return;
  told = true;
  for (const then of onRefusal) then();
  onRefusal.clear();
  notifyWhenFree(
    'info',
    'Your cart can’t be saved on this device',
    'It stays while this tab is open. Your browser is blocking or has run out of site storage.',
  );
}

/**
 * Browser storage that never throws. Storage can be blocked (reading `localStorage` throws a SecurityError)
 * or full (`setItem` throws a QuotaExceededError); then what could not be written is kept in memory, read
 * back from there for the rest of the visit, and the shopper is told once.
 */
export function safeStorage(kind: StorageKind): SafeStorage {
  const kept = memory[kind];
  return {
    getItem(key) {
      if (kept.has(key)) return kept.get(key) ?? null;
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        window[kind].setItem(key, value);
        kept.delete(key);
      } catch {
        kept.set(key, value);
        tellOnce();
      }
    },
    removeItem(key) {
      kept.delete(key);
      try {
        window[kind].removeItem(key);
      } catch {
        // Blocked storage holds nothing of ours to remove.
      }
    },
  };
}
