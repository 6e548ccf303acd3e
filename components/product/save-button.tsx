'use client';

import { useEffect } from 'react';
import { Heart } from 'lucide-react';
import { notifyAdded, notifyInfo } from '@/lib/notify';
import { assetPath } from '@/lib/paths';
import { useSavedHydrated, useSavedStore } from '@/store/saved-store';

/** The heart: saves the product on this device (its id only), listed on the Saved page. */
export function SaveButton({ id, name, className }: { id: number; name: string; className: string }) {
  const saved = useSavedStore((s) => s.ids.includes(id));
  const hydrated = useSavedHydrated();
  const toggle = useSavedStore((s) => s.toggle);
  useEffect(() => {
    void useSavedStore.persist.rehydrate();
  }, []);
  return (
    <button
      type="button"
      className={className}
      aria-label="Save for later"
      aria-pressed={hydrated ? saved : false}
      onClick={() => {
        toggle(id);
        if (saved) notifyInfo('Removed from Saved', `${name} is no longer saved on this device.`);
        else notifyAdded(`${name} is saved on this device.`, assetPath('/saved/'), 'Saved', 'View saved');
      }}
    >
      <Heart aria-hidden className={`size-5 ${saved ? 'fill-red-600 text-red-700' : ''}`} />
    </button>
  );
}
