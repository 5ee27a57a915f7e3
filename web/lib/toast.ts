// Sonner (~30 KB) stays out of the app's first chunk: the layout mounts its <Toaster> after
// hydration (web/app/lazy-toaster.tsx) and code on the first chunk's path (apiFetch, the
// header) shows toasts through here. A toast asked for before the <Toaster> is listening
// waits for it instead of being lost. Lazy pages import sonner directly: same module.

type Sonner = typeof import('sonner');
type ToastKind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | null = null;
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Fetches sonner once; the lazy <Toaster> and every toast share the same module. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by the lazy <Toaster> once it has subscribed to sonner's toasts. */
export function markToasterListening() {
  markListening();
}

export type ToastOptions = {
  /** Toasts with the same id are one toast: a later one replaces the earlier. */
  id?: string;
  description?: string;
  action?: { label: string; onClick: () => void };
};

/** Shows a toast as soon as sonner and the layout's <Toaster> are ready. */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions) {
  void Promise.all([loadSonner(), listening]).then(([{ toast }]) => {
    toast[kind](message, options);
  });
}
