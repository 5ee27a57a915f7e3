import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../../contracts/contact.ts';
import { apiFetch } from '../../lib/api.ts';

/** The form shows its own outcome, so errors are not toasted. Nothing cached changes. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) =>
      apiFetch<{ accepted: true }>('/api/contact', {
        method: 'POST',
        json: input,
      }),
  });
}
