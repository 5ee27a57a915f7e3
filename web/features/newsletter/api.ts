import { useMutation } from '@tanstack/react-query';
import type {
  NewsletterSubscribeInput,
  NewsletterSubscribeResult,
} from '../../../contracts/newsletter.ts';
import { apiFetch } from '../../lib/api.ts';

/** The form shows its own outcome, so errors are not toasted. Nothing cached changes. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (input: NewsletterSubscribeInput) =>
      apiFetch<NewsletterSubscribeResult>('/api/newsletter', {
        method: 'POST',
        json: input,
      }),
  });
}
