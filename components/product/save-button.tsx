'use client';

import { useEffect, type ReactNode } from 'react';
import { notifyAdded, notifyInfo } from '@/lib/browser/notify';
import { assetPath } from '@/lib/domain/paths';
import { useSavedHydrated, useSavedStore } from '@/store/saved-store';

/**
 * The heart: saves the product on this device (its id only), listed on the Saved page. The icon comes drawn from
 * the server and is filled by the button's pressed state (`group-aria-pressed:`).
 */
export function SaveButton({
  id,
  name,
  className,
  icon,
}: {
  id: number;
  name: string;
  className: string;
  icon: ReactNode;
}) {
  const saved = useSavedStore((s) => s.ids.includes(id));
  const hydrated = useSavedHydrated();
  const toggle = useSavedStore((s) => s.toggle);
  useEffect(() => {
    void useSavedStore.persist.rehydrate();
  }, []);
  return (
    <button
      type="button"
      className={`group ${className}`}
      aria-label="Save for later"
      aria-pressed={hydrated ? saved : false}
      onClick={() => {
        toggle(id);
        if (saved) notifyInfo('Removed from Saved', `${name} is no longer saved on this device.`);
        else notifyAdded(`${name} is saved on this device.`, assetPath('/saved/'), 'Saved', 'View saved');
      }}
    >
      {icon}
    </button>
  );
}
