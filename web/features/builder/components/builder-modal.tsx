import { Sparkles } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { ProjectsPane } from './project-browser.tsx';

const BuilderDialog = lazy(() => import('./builder-dialog.tsx'));

/** Query flag that reopens the modal when sign-in brings the visitor back. */
const OPEN_PARAM = 'constructor';

/**
 * A button that opens the builder in a 95vw × 85vh modal (docs/product-spec.md §2). Signed out, the
 * modal asks the visitor to sign in and brings them back to this page with it open.
 */
export function BuilderModalButton({
  children = (
    <>
      <Sparkles className="h-5 w-5" aria-hidden="true" /> Abrir el constructor
    </>
  ),
  className = buttonClass('outline', 'lg'),
  projectsPane,
}: {
  children?: ReactNode;
  className?: string;
  /** The user's projects in the builder's Historial tab (see ProjectsPane). */
  projectsPane: ProjectsPane;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const flag = new URLSearchParams(location.search).get(OPEN_PARAM);
  const [open, setOpen] = useState(flag === 'abierto');
  // The modal's chunk (builder-dialog.tsx) is fetched on the first tap, or right after
  // hydration when sign-in brought the visitor back with the modal open.
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

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
    <>
      {/* Without scripts the button leads to /create, whose sign-in prompt (or the builder)
          is the same as the modal's; the app opens the modal instead. */}
      <form
        method="get"
        action="/create"
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
      >
        <button
          ref={trigger}
          type="submit"
          className={className}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          {children}
        </button>
      </form>
      {loaded ? (
        <Suspense fallback={null}>
          <BuilderDialog
            open={open}
            onOpenChange={setOpen}
            triggerRef={trigger}
            returnTo={returnTo}
            projectsPane={projectsPane}
          />
        </Suspense>
      ) : null}
    </>
  );
}
