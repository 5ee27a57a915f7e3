import { z } from 'zod';
import { messages } from './messages.ts';

// The contact form on /contacto: it reaches the team's mailbox (CONTACT_EMAIL).

const m = messages.site;

export const CONTACT_TOPICS = [
  { value: 'proyecto', label: 'Quiero desarrollar un proyecto' },
  { value: 'producto', label: 'Dudas sobre Forja y los planes' },
  { value: 'empresas', label: 'Plan para empresas o agencias' },
  { value: 'prensa', label: 'Prensa y colaboraciones' },
  { value: 'otro', label: 'Otro motivo' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

// Names end up in a mail subject: no control characters, so no header tricks.
const singleLine = (v: string) =>
  ![...v].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);

export const contactMessageSchema = z.object({
  name: z
    .string({ error: m.contactNameRequired })
    .trim()
    .min(1, { error: m.contactNameRequired })
    .max(100, { error: m.contactNameTooLong })
    .refine(singleLine, { error: m.contactNameRequired }),
  email: z
    .string({ error: m.contactEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: m.contactEmailInvalid })
    .pipe(z.email({ error: m.contactEmailInvalid })),
  company: z
    .string()
    .trim()
    .max(120, { error: m.contactCompanyTooLong })
    .refine(singleLine, { error: m.contactCompanyTooLong })
    .optional()
    .default(''),
  topic: z
    .enum(CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]], {
      error: m.contactTopicInvalid,
    })
    .default('proyecto'),
  message: z
    .string({ error: m.contactMessageTooShort })
    .trim()
    .min(20, { error: m.contactMessageTooShort })
    .max(5000, { error: m.contactMessageTooLong }),
  // Honeypot: hidden from people, filled by naive bots. A filled one is accepted and dropped.
  website: z.string().max(500).optional().default(''),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
