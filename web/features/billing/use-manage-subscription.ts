import { toast } from 'sonner';
import { messages } from '../../../contracts/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { useOpenPortal } from './api.ts';
import { openPaymentUrl } from './open-url.ts';

/** Opens the customer portal, with the spec's error texts (section 8, Billing). */
export function useManageSubscription() {
  const portal = useOpenPortal();
  return {
    isPending: portal.isPending,
    open: () =>
      portal.mutate(
        { returnUrl: `${window.location.origin}/pricing` },
        {
          onSuccess: ({ url }) => openPaymentUrl(url),
          onError: (error) => {
            const noSub =
              error instanceof ApiError && error.message === messages.billing.noSubscription;
            toast.error(noSub ? messages.billing.noSubscription : messages.billing.portalError);
          },
        },
      ),
  };
}
