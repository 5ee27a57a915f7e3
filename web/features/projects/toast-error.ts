import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';
import { planLimitToast } from '../../lib/limits.ts';

/**
 * The spec's failure text as the toast, with the server's own reason underneath when it adds
 * something, and "Ver planes" when a limit of the plan was reached.
 */
export function toastError(title: string, error: unknown) {
  const detail =
    error instanceof ApiError && error.message && error.message !== title
      ? error.message
      : undefined;
  const options = { ...(detail ? { description: detail } : {}), ...planLimitToast(error) };
  toast.error(title, Object.keys(options).length > 0 ? options : undefined);
}
