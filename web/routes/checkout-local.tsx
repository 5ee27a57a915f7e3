import { useParams } from 'react-router';
import { LocalCheckout } from '../features/billing/components/local-checkout.tsx';
import { LocalPortal } from '../features/billing/components/local-portal.tsx';

export default function CheckoutLocalPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      {id === 'portal' ? <LocalPortal /> : <LocalCheckout id={id} />}
    </div>
  );
}
