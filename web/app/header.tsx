import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, PRODUCT_NAME } from '../../contracts/messages.ts';
import { buttonClass } from '../components/ui/button.tsx';
import { useMe, useSignOut } from '../features/auth/api.ts';
import { cn } from '../lib/cn.ts';

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

export function Header() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: async () => {
        setOpen(false);
        // Lazy routes make navigation asynchronous: leave the guarded page before the
        // session is forgotten, or its guard would redirect to sign in.
        await navigate('/', { replace: true });
        signOut.forget();
        toast.success(messages.auth.signedOut);
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
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <button
              type="button"
              className="rounded-md p-2 text-stone-800 md:hidden"
              aria-label="Abrir menú"
            >
              <Menu className="h-6 w-6" aria-hidden="true" />
            </button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
            <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold">Menú</Dialog.Title>
                <Dialog.Close className="rounded-md p-2" aria-label="Cerrar menú">
                  <X className="h-5 w-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Navegación del sitio</Dialog.Description>
              <nav aria-label="Móvil" className="flex flex-col gap-1">
                {links}
              </nav>
              <div className="mt-auto flex flex-col gap-3">
                {cta}
                <Link
                  to="/contacto"
                  className={buttonClass('secondary', 'md')}
                  onClick={() => setOpen(false)}
                >
                  Habla con nosotros
                </Link>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
