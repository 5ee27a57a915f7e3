import { describe, expect, it } from 'vitest';
import { APP_RECORD_QUOTA } from './app-definition.ts';
import { FREE_DAILY_MESSAGE_CAP, PLANS } from './billing.ts';
import { NOTIFY_DAILY_CAP } from './notifications.ts';

// The pricing page says what each plan really allows (issue 41): its highlights carry the
// figures the server enforces, and promise no feature another plan lacks (every plan has all).

const spanishThousands = (n: number) =>
  n >= 1000 ? String(n).replace(/\B(?=(\d{3})+$)/g, '.') : String(n);

describe('plan highlights', () => {
  it('state each plan’s record quota and daily email cap as the server enforces them', () => {
    for (const plan of PLANS) {
      const text = plan.highlights.join(' | ');
      expect(text, plan.name).toContain(`${spanishThousands(APP_RECORD_QUOTA[plan.name])} `);
      expect(text, plan.name).toContain(
        `${spanishThousands(NOTIFY_DAILY_CAP[plan.name])} correos al día`,
      );
    }
  });

  it('give Free its daily cap and its exports, and no paid plan a daily cap', () => {
    const free = PLANS[0].highlights.join(' | ');
    expect(free).toContain(`${FREE_DAILY_MESSAGE_CAP} mensajes al día`);
    expect(free).toContain('exportación de código');
    for (const plan of PLANS.slice(1)) {
      expect(plan.highlights).toContain('Sin límite diario de mensajes');
      // No plan is sold on a feature every plan has, nor on one none has.
      expect(plan.highlights.join(' ')).not.toMatch(/exportación|soporte prioritario/i);
    }
  });
});
