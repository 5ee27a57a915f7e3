import { z } from 'zod';
import { messages } from './messages.ts';

// The public demo (docs/product-spec.md §§2 "Demo workspace", 3, 4, 7 and 9).

export const DEMO_DEFAULT_CREDITS = 5;
export const DEMO_PURCHASE_CREDITS = 50;
export const DEMO_LIST_LIMIT = 20;
export const DEMO_NOTE_MAX_TOKENS = 300;
export const DEMO_NOTE_INPUT_MAX = 2000;
export const DEMO_SCRAPE_LINKS = 5;
export const DEMO_UPLOAD_MAX_MB = 25;
export const DEMO_UPLOAD_MAX_BYTES = DEMO_UPLOAD_MAX_MB * 1024 * 1024;
export const DEMO_UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'zip', 'pdf', 'gif', 'webp'] as const;
export const DEMO_HEALTH_POLL_MS = 30_000;
/** The demo's one product: a pack of demo credits, paid with a 100 % promo code. */
export const DEMO_CREDITS_PRICE_ID = 'price_demo_credits_50';
export const DEMO_PROMO_CODE = 'DEMO100';
export const SEEDED_MESSAGE = 'Seeded successfully';
export const ALREADY_SEEDED_MESSAGE = 'Already seeded';

export function demoFileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedDemoFile(fileName: string): boolean {
  return (DEMO_UPLOAD_EXTENSIONS as readonly string[]).includes(demoFileExtension(fileName));
}

export const generateNoteSchema = z.object({
  text: z
    .string({ error: messages.demoFlow.noteTextRequired })
    .trim()
    .min(1, messages.demoFlow.noteTextRequired)
    .max(DEMO_NOTE_INPUT_MAX, messages.demoFlow.noteTextTooLong),
});
export type GenerateNoteInput = z.infer<typeof generateNoteSchema>;

export const scrapeRequestSchema = z.object({
  url: z
    .string({ error: messages.demoFlow.urlRequired })
    .trim()
    .min(1, messages.demoFlow.urlRequired)
    .max(2000, messages.demoFlow.urlInvalid),
});
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

export const demoEmailSchema = z.object({
  subject: z.string().trim().max(150, messages.demoFlow.emailSubjectTooLong).optional(),
  text: z.string().trim().max(5000, messages.demoFlow.emailTextTooLong).optional(),
});
export type DemoEmailInput = z.infer<typeof demoEmailSchema>;

/** docs/product-spec.md §7 "Demo checkout"; `metadata.user_id` and `credits` are ignored (the server decides). */
export const demoCheckoutSchema = z.object({
  priceId: z.string({ error: messages.demoFlow.priceInvalid }).min(1).max(100),
  successUrl: z.string().max(2000).optional(),
  cancelUrl: z.string().max(2000).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type DemoCheckoutInput = z.infer<typeof demoCheckoutSchema>;

export const messagesQuerySchema = z.object({
  channel: z.string().min(1).max(64),
});

export type DemoCredits = { credits: number };
export type DemoNote = { id: string; textInput: string; aiOutput: string; createdAt: string };
export type DemoFile = {
  id: string;
  name: string;
  fileSize: number;
  storageUrl: string;
  createdAt: string;
};
export type DemoScrape = {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
  links: string[];
  createdAt: string;
};
export type DemoCheckoutView = {
  id: string;
  credits: number;
  status: 'open' | 'completed' | 'canceled';
  promoCode: string;
};
export type DemoSeedResponse = { message: string; credits: number };

/** One NDJSON line of POST /api/demo/notes (a streamed note). */
export type NoteStreamLine =
  | { type: 'start'; credits: number }
  | { type: 'delta'; text: string }
  /** The model's answer starts over (a retry after a failure mid-note): clear what was shown. */
  | { type: 'reset' }
  | { type: 'done'; note: DemoNote; credits: number; aiGenerated: boolean }
  | { type: 'error'; message: string; credits: number };

export type DemoHealth = {
  status: 'ok' | 'error';
  db: { engine: string; latencyMs: number | null };
  realtime: { connections: number; online: number; mode: 'memory' | 'redis' };
  version: string;
  uptimeSeconds: number;
  deployment: {
    environment: string;
    nodeVersion: string;
    startedAt: string;
    instanceId: string;
    commit: string | null;
  };
  checkedAt: string;
};
