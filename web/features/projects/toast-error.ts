import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';

/** The spec's failure text as the toast, with the server's own reason underneath when it adds something. */
export function toastError(title: string, error: unknown) {
  const detail =
    error instanceof ApiError && error.message && error.message !== title
      ? error.message
      : undefined;
  toast.error(title, detail ? { description: detail } : undefined);
}
