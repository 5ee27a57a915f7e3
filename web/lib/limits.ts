import { messages } from '../../contracts/messages.ts';
import { ApiError } from './api.ts';

// A limit of the plan (issue 41): every message saying one was reached offers the way on, the
// plans page. The codes are the server's (billing's credits and daily cap, the apps' record
// quota, the project emails' daily cap); the demo's credits are the demo's own, not a plan's.

export const PLANS_PATH = '/pricing';

const PLAN_LIMIT_CODES = new Set([
  'MESSAGE_CREDITS_EXHAUSTED',
  'INTEGRATION_CREDITS_EXHAUSTED',
  'DAILY_MESSAGE_CAP_REACHED',
  'APP_RECORD_QUOTA',
  'EMAIL_DAILY_CAP',
]);

/** Whether the error says a limit of the user's plan was reached. */
export function isPlanLimit(error: unknown): boolean {
  return error instanceof ApiError && PLAN_LIMIT_CODES.has(error.code);
}

/** Sonner options that put "Ver planes" on the toast of a plan limit; none otherwise. */
export function planLimitToast(
  error: unknown,
): { action: { label: string; onClick: () => void } } | undefined {
  if (!isPlanLimit(error)) return undefined;
  return {
    action: {
      label: messages.credits.seePlans,
      onClick: () => window.location.assign(PLANS_PATH),
    },
  };
}
