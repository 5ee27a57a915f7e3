import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cn } from '../../lib/cn.ts';

type ModalSize = 'sm' | 'md' | 'lg' | 'workspace';

const SIZES: Record<ModalSize, string> = {
  sm: 'max-h-[90vh] w-[92vw] max-w-md',
  md: 'max-h-[90vh] w-[94vw] max-w-lg',
  lg: 'max-h-[90vh] w-[94vw] max-w-5xl',
  // The builder: a fixed 95 % × 85 % of the viewport (e2e/builder.spec.ts measures it).
  workspace: 'h-[85vh] w-[95vw]',
};

/**
 * The one centred dialog of the web (Radix Dialog: focus trap, Escape, scroll lock, title
 * and description wired to aria-labelledby/aria-describedby). Confirmations of destructive
 * actions use ConfirmDialog (an alertdialog) instead.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  icon: Icon,
  children,
  size = 'md',
  closeLabel = 'Cerrar',
  returnFocusRef,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Shown next to the title, like PanelCard's. */
  icon?: LucideIcon;
  children: ReactNode;
  size?: ModalSize;
  closeLabel?: string;
  /**
   * A trigger outside this dialog (no Dialog.Trigger, e.g. in a page or another chunk):
   * it gets the focus back when the dialog closes.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-stone-900 shadow-xl',
            SIZES[size],
          )}
          data-testid={testId}
          onCloseAutoFocus={
            returnFocusRef
              ? (event) => {
                  event.preventDefault();
                  returnFocusRef.current?.focus();
                }
              : undefined
          }
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div className="flex min-w-0 items-start gap-3">
              {Icon ? (
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
              ) : null}
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-semibold text-stone-950">
                  {title}
                </Dialog.Title>
                <Dialog.Description className={description ? 'text-sm text-stone-600' : 'sr-only'}>
                  {description ?? title}
                </Dialog.Description>
              </div>
            </div>
            <Dialog.Close
              className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
              aria-label={closeLabel}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div
            className={cn('min-h-0 flex-1 overflow-auto p-5', size === 'workspace' && 'sm:px-8')}
          >
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
