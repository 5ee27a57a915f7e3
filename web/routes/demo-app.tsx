import { Activity, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEEDED_MESSAGE } from '../../contracts/demo.ts';
import { DEMO_ROOM } from '../../contracts/realtime.ts';
import { useSeedDemo } from '../features/demo/api.ts';
import {
  BuyCreditsButton,
  DeleteDemoDataButton,
  SendEmailButton,
} from '../features/demo/components/account-actions.tsx';
import { CheckoutDialog } from '../features/demo/components/checkout-dialog.tsx';
import { CreditsBadge } from '../features/demo/components/credits-badge.tsx';
import { FilesPanel } from '../features/demo/components/files-panel.tsx';
import { NotesPanel } from '../features/demo/components/notes-panel.tsx';
import { ScrapePanel } from '../features/demo/components/scrape-panel.tsx';
import { WelcomeModal } from '../features/demo/components/welcome-modal.tsx';
import {
  DemoPanel,
  DemoSurface,
  secondaryButton,
  ThemeToggle,
  useDemoTheme,
} from '../features/demo/theme.tsx';
import { ChatRoom } from '../features/realtime/chat-room.tsx';
import { useMe } from '../lib/session.ts';

export default function DemoApp() {
  const { data: me } = useMe();
  const { theme, toggle } = useDemoTheme();
  const seed = useSeedDemo();
  const [welcome, setWelcome] = useState(false);
  const [params, setParams] = useSearchParams();
  const checkoutId = params.get('checkout');
  const seeded = useRef(false);

  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    // docs/product-spec.md §4: the welcome modal appears only when the seed reports success.
    seed.mutate(undefined, { onSuccess: (data) => setWelcome(data.message === SEEDED_MESSAGE) });
  }, [seed]);

  if (!me) return null;
  return (
    <DemoSurface theme={theme}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Espacio de la demo</h1>
            <p className="text-sm text-(--d-muted)">
              Hola, {me.name}. Todo lo que hagas aquí es solo tuyo.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <CreditsBadge />
            <BuyCreditsButton userId={me.id} />
            <Link to="/demo/status" className={secondaryButton}>
              <Activity className="h-4 w-4" aria-hidden="true" />
              Estado
            </Link>
            <ThemeToggle theme={theme} onToggle={toggle} />
          </div>
        </div>
        <div className="mt-6 grid gap-5 lg:grid-cols-2">
          <NotesPanel />
          <DemoPanel
            title="Sala en tiempo real"
            icon={<MessageCircle className="h-5 w-5 text-brand-600" aria-hidden="true" />}
            className="min-h-[28rem]"
          >
            <ChatRoom channel={DEMO_ROOM} userId={me.id} />
          </DemoPanel>
          <FilesPanel />
          <ScrapePanel />
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-(--d-border) bg-(--d-surface) p-4">
          <p className="text-sm text-(--d-muted)">
            El correo de prueba se envía solo a tu dirección ({me.email}).
          </p>
          <div className="flex flex-wrap gap-2">
            <SendEmailButton email={me.email} />
            <DeleteDemoDataButton />
          </div>
        </div>
      </div>
      <WelcomeModal open={welcome} onClose={() => setWelcome(false)} />
      <CheckoutDialog
        id={checkoutId}
        onClose={() => {
          params.delete('checkout');
          setParams(params, { replace: true });
        }}
      />
    </DemoSurface>
  );
}
