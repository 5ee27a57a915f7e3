import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PlanView } from '../../../contracts/billing.ts';
import { messages } from '../../../contracts/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { useStartCheckout } from './api.ts';
import { openPaymentUrl } from './open-url.ts';

const SIGN_IN_PATH = `/login?redirect=${encodeURIComponent('/pricing')}`;

/**
 * Subscribing from a plan card (docs/product-spec.md §§6, 8): signed out → the spec's text and
 * a sign-in that comes back to /pricing; signed in → checkout in a new tab.
 */
export function useSubscribe(signedIn: boolean) {
  const checkout = useStartCheckout();
  const navigate = useNavigate();
  return {
    pendingPlan: checkout.isPending ? checkout.variables?.planName : undefined,
    subscribe(plan: PlanView) {
      if (!signedIn) {
        toast.error(messages.billing.mustSignInToSubscribe);
        navigate(SIGN_IN_PATH);
        return;
      }
      if (!plan.priceId) {
        toast.error(messages.billing.checkoutError);
        return;
      }
      checkout.mutate(
        { priceId: plan.priceId, planName: plan.name },
        {
          onSuccess: ({ url }) => openPaymentUrl(url),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 401) {
              toast.error(messages.billing.mustSignInToSubscribe);
              navigate(SIGN_IN_PATH);
              return;
            }
            toast.error(messages.billing.checkoutError);
          },
        },
      );
    },
  };
}
