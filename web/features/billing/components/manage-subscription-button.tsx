import { ExternalLink } from 'lucide-react';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useManageSubscription } from '../use-manage-subscription.ts';

/**
 * «Gestionar suscripción»: the payment provider's portal, for an owner who has something to
 * manage there (a customer at the provider). One button for the dashboard card and /pricing.
 */
export function ManageSubscriptionButton() {
  const manage = useManageSubscription();
  return (
    <Button variant="outline" size="sm" onClick={() => manage.open()} disabled={manage.isPending}>
      {manage.isPending ? messages.billing.processing : 'Gestionar suscripción'}
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
