import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../contracts/billing.ts';
import { FREE_DAILY_MESSAGE_CAP, PLANS } from '../../contracts/billing.ts';
import { messageAllowance } from './subscription.ts';

// B9: where a message is spent («Pide un cambio»), what is left of the plan's: the Free plan's
// 5 a day and 25 a month (spec §9), a paid plan's month.

const view = (over: Partial<SubscriptionView>): SubscriptionView => ({
  planName: 'Free',
  status: 'free',
  hasCustomer: false,
  periodStart: '2026-12-01T00:00:00.000Z',
  periodEnd: '2027-01-01T00:00:00.000Z',
  messages: { used: 3, limit: 25 },
  integrations: { used: 0, limit: 500 },
  daily: { used: 2, limit: FREE_DAILY_MESSAGE_CAP },
  ...over,
});

describe('messageAllowance', () => {
  it('on the Free plan: today’s of 5 and the month’s of 25, the spec’s limits', () => {
    expect(PLANS[0]?.messageCredits).toBe(25);
    expect(messageAllowance(view({}))).toBe(
      'Plan Free: hoy llevas 2 de 5 mensajes y este mes 3 de 25.',
    );
  });
  it('on a paid plan, no daily cap: the month’s only', () => {
    expect(
      messageAllowance(
        view({
          planName: 'Starter',
          status: 'active',
          messages: { used: 40, limit: 100 },
          daily: null,
        }),
      ),
    ).toBe('Este mes llevas 40 de 100 mensajes de tu plan.');
  });
});
