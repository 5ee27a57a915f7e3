import { Sparkles, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { BuilderWorkspace } from './builder-workspace.tsx';

/** Query flag that reopens the modal when sign-in brings the visitor back. */
const OPEN_PARAM = 'constructor';

/**
 * A button that opens the builder in a 95vw × 85vh modal (spec section 2). Signed out, the
 * modal asks the visitor to sign in and brings them back to this page with it open.
 */
export function BuilderModalButton({
  children = (
    <>
      <Sparkles className="h-5 w-5" aria-hidden="true" /> Abrir el constructor
    </>
  ),
  className = buttonClass('outline', 'lg'),
}: {
  children?: ReactNode;
  className?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const flag = new URLSearchParams(location.search).get(OPEN_PARAM);
  const [open, setOpen] = useState(flag === 'abierto');

  // Drop the flag once used, so a reload or a shared link does not keep reopening it.
  useEffect(() => {
    if (flag === null) return;
    const next = new URLSearchParams(location.search);
    next.delete(OPEN_PARAM);
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }, [flag, location.pathname, location.search, navigate]);

  const back = new URLSearchParams(location.search);
  back.set(OPEN_PARAM, 'abierto');
  const returnTo = `${location.pathname}?${back.toString()}`;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className}>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex h-[85vh] w-[95vw] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
          data-testid="builder-modal"
        >
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-stone-950">
                Constructor de apps
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                Describe tu idea y genera el concepto completo de tu app.
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100"
              aria-label="Cerrar el constructor"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-8">
            <BuilderWorkspace returnTo={returnTo} onNavigate={() => setOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
