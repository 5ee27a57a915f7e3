import { z } from 'zod';

// Project email notifications (docs/product-spec.md §7; issue 8). The body is what the provider's
// client sends: to, subject, html|text, from, replyTo, cc, bcc, attachments.

export const NOTIFY_MAX_RECIPIENTS = 10;
export const NOTIFY_MAX_SUBJECT = 200;
export const NOTIFY_MAX_BODY = 100_000;
/** Emails per project owner per UTC day, by plan (integration credits are charged too). */
export const NOTIFY_DAILY_CAP: Record<string, number> = {
  Free: 20,
  Starter: 100,
  Builder: 500,
  Pro: 1000,
  Elite: 2500,
};

const addressList = z.union([z.string(), z.array(z.string())]).optional();

/** Loose on purpose: the service checks and answers with the spec's exact text. */
export const notificationEmailSchema = z.object({
  to: addressList,
  subject: z.string().optional(),
  html: z.string().optional(),
  text: z.string().optional(),
  from: z.string().max(200).optional(),
  replyTo: addressList,
  cc: addressList,
  bcc: addressList,
  attachments: z
    .array(
      z.object({
        filename: z.string().max(200).optional(),
        url: z.string().max(2000),
        type: z.string().max(200).optional(),
      }),
    )
    .max(5)
    .optional(),
});
export type NotificationEmailInput = z.infer<typeof notificationEmailSchema>;

export type NotificationLogEntry = {
  id: string;
  recipients: string[];
  subject: string;
  status: 'sending' | 'sent' | 'failed';
  messageId: string | null;
  createdAt: string;
};
