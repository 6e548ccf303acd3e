import { toast } from 'sonner';

/** One toast at a time: a new message replaces whatever is showing. */
export function notify(title: string, description: string): void {
  toast.dismiss();
  toast.success(title, { description });
}

export function notifyError(title: string, description: string): void {
  toast.dismiss();
  toast.error(title, { description });
}

export function notifyInfo(title: string, description: string): void {
  toast.dismiss();
  toast.info(title, { description });
}
