import { PRIVACY_EMAIL } from '../../../contracts/marketing.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import type {
  NewsletterSubscribeInput,
  NewsletterSubscribeResult,
} from '../../../contracts/newsletter.ts';
import type { DbOrTrx } from '../../db/types.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  findSubscriptionByEmail,
  insertSubscriptionIfAbsent,
  setSubscriptionStatus,
} from './newsletter.repo.ts';

export type Log = { warn: (obj: object, msg: string) => void };

/**
 * Subscribes an email. Idempotent: an address already on the list answers the same as a
 * new one (no enumeration) and gets no second welcome mail (no mail-bombing through us).
 */
export async function subscribeToNewsletter(
  deps: { db: DbOrTrx; mailer: Mailer; log: Log },
  input: NewsletterSubscribeInput,
): Promise<NewsletterSubscribeResult> {
  const inserted = await insertSubscriptionIfAbsent(deps.db, input.email);
  let welcome = inserted;
  if (!inserted) {
    const existing = await findSubscriptionByEmail(deps.db, input.email);
    if (existing && existing.status !== 'active') {
      await setSubscriptionStatus(deps.db, input.email, 'active');
      welcome = true;
    }
  }
  if (welcome) {
    try {
      await deps.mailer.send({
        to: input.email,
        subject: messages.site.newsletterWelcomeSubject,
        text: fill(messages.site.newsletterWelcomeText, { privacyEmail: PRIVACY_EMAIL }),
      });
    } catch (err) {
      // The subscription is saved; a lost welcome mail must not turn it into an error.
      deps.log.warn({ err }, 'newsletter welcome mail failed');
    }
  }
  return { subscribed: true };
}
