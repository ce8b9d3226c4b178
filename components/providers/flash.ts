// Toasts that must outlive the page that raised them (apply → /jobs leaves the signed-in layout and
// its Toaster). FlashToaster, mounted once in the root layout, shows them; sonner loads only then.
type Listener = () => void;

const listeners = new Set<Listener>();
let pending: string[] = [];
let version = 0;

/** Queues a success toast for FlashToaster; false when no FlashToaster is mounted to show it. */
export function flashSuccess(message: string): boolean {
  if (listeners.size === 0) return false;
  pending = [...pending, message];
  version += 1;
  listeners.forEach((listener) => listener());
  return true;
}

export function subscribeFlash(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Grows with every flash; 0 until the first one. */
export function flashVersion(): number {
  return version;
}

export function takeFlashMessages(): string[] {
  const messages = pending;
  pending = [];
  return messages;
}
