import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markToasterListening } from '../lib/toast.ts';

/** The layout's toaster, loaded after hydration (web/lib/toast.ts). */
export default function LazyToaster() {
  // Runs after sonner's own effect in <Toaster> (children first), so it is subscribed.
  useEffect(() => markToasterListening(), []);
  return (
    <Toaster
      position="top-center"
      closeButton
      toastOptions={{
        // Sonner's rich colours fail WCAG contrast; these pairs pass AA.
        classNames: {
          success: 'bg-green-50! text-green-900! border-green-300!',
          error: 'bg-red-50! text-red-900! border-red-300!',
          warning: 'bg-amber-50! text-amber-900! border-amber-300!',
        },
      }}
    />
  );
}
