'use client';

import { notify, notifyInfo } from '@/lib/notify';

export function showOrderTrackingToast() {
  notifyInfo('Feature Not Implemented', 'Order tracking is coming soon!');
}

export function showLiveChatToast() {
  notify('Feature Coming Soon!', 'Live chat will be available shortly.');
}

export function TrackOrderButton({ className, label }: { className: string; label: string }) {
  return (
    <button type="button" className={className} onClick={showOrderTrackingToast}>
      {label}
    </button>
  );
}

export function LiveChatButton({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <button type="button" className={className} onClick={showLiveChatToast}>
      {children}
    </button>
  );
}
