import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
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

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

export function Header() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The menu's chunk is fetched on the first tap and then kept mounted (web/app/mobile-menu.tsx).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
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
      <NavLink to="/" end className={navLink} onClick={() => setOpen(false)}>
        Inicio
      </NavLink>
      <NavLink to="/pricing" className={navLink} onClick={() => setOpen(false)}>
        Precios
      </NavLink>
      <NavLink to="/enterprise" className={navLink} onClick={() => setOpen(false)}>
        Empresas
      </NavLink>
      {me ? (
        <>
          <NavLink to="/dashboard" className={navLink} onClick={() => setOpen(false)}>
            Dashboard
          </NavLink>
          <NavLink to="/mis-proyectos" className={navLink} onClick={() => setOpen(false)}>
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
    <Link to="/create" className={buttonClass('primary', 'sm')} onClick={() => setOpen(false)}>
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
        <button
          ref={menuButton}
          type="button"
          className="rounded-md p-2 text-stone-800 md:hidden"
          aria-label="Abrir menú"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setMenuLoaded(true);
            setOpen(true);
          }}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={open}
              onOpenChange={setOpen}
              triggerRef={menuButton}
              links={links}
              cta={cta}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
