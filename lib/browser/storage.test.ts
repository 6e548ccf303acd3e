/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
jest.mock('./notify', () => ({ notifyWhenFree: jest.fn() }));

import { notifyWhenFree } from './notify';
import { safeStorage } from './storage';
import type * as StorageModule from './storage';

const told = notifyWhenFree as jest.Mock;

describe('storage that never throws', () => {
  const setItem = Storage.prototype.setItem;
  afterEach(() => {
    Storage.prototype.setItem = setItem;
  });

  it('reads and writes through when storage works', () => {
    const store = safeStorage('localStorage');
    store.setItem('working', 'yes');
    expect(localStorage.getItem('working')).toBe('yes');
    expect(store.getItem('working')).toBe('yes');
    store.removeItem('working');
    expect(localStorage.getItem('working')).toBeNull();
    expect(told).not.toHaveBeenCalled();
  });

  it('keeps what a full storage refused in memory for the visit, and says so once', () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = safeStorage('sessionStorage');
    expect(() => store.setItem('full', 'first')).not.toThrow();
    store.setItem('full', 'second');
    expect(store.getItem('full')).toBe('second');
    expect(sessionStorage.getItem('full')).toBeNull();
    safeStorage('localStorage').setItem('also-full', 'x');
    expect(told).toHaveBeenCalledTimes(1);
    expect(told.mock.calls).toEqual([
      [
        'info',
        'Your cart can’t be saved on this device',
        'It stays while this tab is open. Your browser is blocking or has run out of site storage.',
      ],
    ]);
    // Room again: the write goes to storage and the memory copy is dropped.
    Storage.prototype.setItem = setItem;
    store.setItem('full', 'third');
    expect(sessionStorage.getItem('full')).toBe('third');
    expect(store.getItem('full')).toBe('third');
  });

  it('works in memory when storage is blocked outright', () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = safeStorage('localStorage');
    expect(store.getItem('cart')).toBeNull();
    expect(() => store.setItem('cart', '[1]')).not.toThrow();
    expect(store.getItem('cart')).toBe('[1]');
    expect(() => store.removeItem('cart')).not.toThrow();
    expect(store.getItem('cart')).toBeNull();
    blocked.mockRestore();
  });
});

describe('waiting for storage to refuse a write', () => {
  it('calls what waits at the first refused write, once, and at once for what comes after', () => {
    jest.isolateModules(() => {
      // A fresh module: nothing refused yet this visit.
      const { safeStorage: storage, whenStorageRefuses } =
        jest.requireActual<typeof StorageModule>('./storage');
      const early = jest.fn();
      const stopped = jest.fn();
      whenStorageRefuses(early);
      whenStorageRefuses(stopped)();
      storage('localStorage').setItem('works', 'yes');
      expect(early).not.toHaveBeenCalled();

      const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      storage('localStorage').setItem('cart', '[1]');
      storage('localStorage').setItem('cart', '[2]');
      blocked.mockRestore();
      expect(early).toHaveBeenCalledTimes(1);
      expect(stopped).not.toHaveBeenCalled();

      const late = jest.fn();
      whenStorageRefuses(late);
      expect(late).toHaveBeenCalledTimes(1);
    });
  });
});
