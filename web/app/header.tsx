import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { messages, PRODUCT_NAME } from '../../contracts/messages.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { useSignOut } from '../features/auth/api.ts';
import { cn } from '../lib/cn.ts';
import { useMe } from '../lib/session.ts';
import { showToast } from '../lib/toast.ts';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-stone-700 hover:text-stone-950',
  );

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-bold text-stone-950"
      aria-label={`${PRODUCT_NAME}, inicio`}
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8" width={32} height={32} />
      <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}

/** The id of the header's menu on small screens, which its button opens. */
const MOBILE_MENU_ID = 'menu-movil';

export function Header() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const menu = useRef<HTMLDialogElement>(null);
  // The app navigates without reloading the page, so the menu is closed by hand when a link
  // in it is followed (without the app, the next page simply has it closed).
  const closeMenu = () => menu.current?.close();

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        closeMenu();
        // Lazy routes make navigation asynchronous: leave the guarded page before the
        // session is forgotten, or its guard would redirect to sign in.
        await navigate('/', { replace: true });
        signOut.forget();
        showToast('success', messages.auth.signedOut);
      },
    });
  };

  const links = (
    <>
      <NavLink to="/" end className={navLink} onClick={() => closeMenu()}>
        Inicio
      </NavLink>
      <NavLink to="/pricing" className={navLink} onClick={() => closeMenu()}>
        Precios
      </NavLink>
      <NavLink to="/enterprise" className={navLink} onClick={() => closeMenu()}>
        Empresas
      </NavLink>
      {me ? (
        <>
          <NavLink to="/dashboard" className={navLink} onClick={() => closeMenu()}>
            Dashboard
          </NavLink>
          <NavLink to="/mis-proyectos" className={navLink} onClick={() => closeMenu()}>
            Proyectos
          </NavLink>
        </>
      ) : null}
    </>
  );

  const cta = me ? (
    <button
      type="button"
      onClick={onSignOut}
      className={buttonClass('outline', 'sm')}
      disabled={signOut.isPending}
    >
      Salir
    </button>
  ) : (
    <Link to="/create" className={buttonClass('primary', 'sm')} onClick={() => closeMenu()}>
      Empieza a crear
    </Link>
  );

  return (
    <header className="platform-header sticky top-0 z-40 border-b border-stone-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {me ? <span className="max-w-40 truncate text-sm text-stone-600">{me.name}</span> : null}
          {cta}
        </div>
        {/* The menu on small screens is a native modal dialog opened by its button's invoker
            command: it opens on the first tap, with or without the app, and the browser traps
            the focus, closes it with Escape or a tap outside and returns the focus
            (docs/decisions/0112-hydrate-on-interaction.md, amendment of 2026-11-25). */}
        <button
          type="button"
          className="rounded-md p-2 text-stone-800 md:hidden"
          aria-label="Abrir menú"
          aria-haspopup="dialog"
          commandfor={MOBILE_MENU_ID}
          command="show-modal"
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
        <dialog
          ref={menu}
          id={MOBILE_MENU_ID}
          aria-labelledby={`${MOBILE_MENU_ID}-titulo`}
          closedby="any"
          className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] flex-col gap-6 bg-white p-6 text-stone-950 shadow-xl backdrop:bg-stone-950/40 open:flex"
        >
          <div className="flex items-center justify-between">
            <h2 id={`${MOBILE_MENU_ID}-titulo`} className="text-lg font-semibold">
              Menú
            </h2>
            <button
              type="button"
              className="rounded-md p-2"
              aria-label="Cerrar menú"
              commandfor={MOBILE_MENU_ID}
              command="close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Móvil" className="flex flex-col gap-1">
            {links}
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            {cta}
            <Link
              to="/contacto"
              className={buttonClass('secondary', 'md')}
              onClick={() => closeMenu()}
            >
              Habla con nosotros
            </Link>
          </div>
        </dialog>
      </div>
    </header>
  );
}
