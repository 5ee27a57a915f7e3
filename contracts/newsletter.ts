import { z } from 'zod';
import { messages } from './messages.ts';

// Newsletter signup (docs/product-spec.md §§2, 3, 8): one required email.

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: messages.site.newsletterEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: messages.site.newsletterEmailInvalid })
    .pipe(z.email({ error: messages.site.newsletterEmailInvalid })),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

/** Same answer whether the email was new or already subscribed: nobody learns who is on the list. */
export type NewsletterSubscribeResult = { subscribed: true };
