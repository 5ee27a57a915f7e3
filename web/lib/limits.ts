import { messages } from '../../contracts/messages.ts';
import { ApiError } from './api.ts';
import { showToast, type ToastOptions } from './toast.ts';

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

/** The one toast of a plan limit: a later one replaces it instead of piling up. */
export const PLAN_LIMIT_TOAST_ID = 'plan-limit';

/**
 * Sonner options that put "Ver planes" on the toast of a plan limit (and make it the one
 * plan-limit toast); none otherwise.
 */
export function planLimitToast(error: unknown): ToastOptions | undefined {
  if (!isPlanLimit(error)) return undefined;
  return {
    id: PLAN_LIMIT_TOAST_ID,
    action: {
      label: messages.credits.seePlans,
      onClick: () => window.location.assign(PLANS_PATH),
    },
  };
}

/**
 * Every request made through React Query that meets a plan limit says so with the way on,
 * whatever screen made it (the query client's mutation cache calls this first; a screen's
 * own toast of the same limit then replaces it, web/app/providers.tsx).
 */
export function announcePlanLimit(error: unknown) {
  const options = planLimitToast(error);
  if (options && error instanceof ApiError) showToast('error', error.message, options);
}
