import { z } from 'zod';
import { UTM_KEYS } from './analytics-limits.ts';
import { messages } from './messages.ts';

// Analytics (docs/product-spec.md §§3, 4, 9; issue 8). Shared by the server (ingest, stats) and
// the web client (web/lib/analytics) so both apply the same limits.

export * from './analytics-limits.ts';

/** docs/product-spec.md §9's traffic channels. */
export const CHANNELS = [
  'Direct',
  'Organic Search',
  'Paid Search',
  'Social',
  'Email',
  'Referral',
  'Display',
  'Affiliate',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  Direct: 'Directo',
  'Organic Search': 'Búsqueda orgánica',
  'Paid Search': 'Búsqueda de pago',
  Social: 'Redes sociales',
  Email: 'Correo electrónico',
  Referral: 'Referencias',
  Display: 'Display',
  Affiliate: 'Afiliados',
};

/** The spec-3 fields; any other top-level key goes to `properties`. */
export const EVENT_FIELDS = [
  'type',
  'timestamp',
  'project_id',
  'user_id',
  'user_email',
  'session_id',
  'pathname',
  'referrer',
  'screen_width',
  'channel',
  ...UTM_KEYS,
] as const;

export const STATS_DAYS = [7, 30, 90] as const;
export const analyticsStatsQuerySchema = z.object({
  days: z.coerce
    .number({ error: messages.analytics.daysInvalid })
    .refine((d) => (STATS_DAYS as readonly number[]).includes(d), messages.analytics.daysInvalid)
    .default(7),
});

export type AnalyticsStats = {
  days: number;
  totals: {
    pageviews: number;
    visitors: number;
    sessions: number;
    /** 0..1: sessions with a single pageview. */
    bounceRate: number;
    avgDurationSeconds: number;
  };
  byDay: { date: string; pageviews: number; visitors: number }[];
  channels: { channel: Channel; visitors: number }[];
  referrers: { referrer: string; visitors: number }[];
  pages: { pathname: string; pageviews: number; visitors: number }[];
  campaigns: { utmSource: string; utmMedium: string; utmCampaign: string; visitors: number }[];
  screens: { screen: ScreenClass; visitors: number }[];
};

export type ScreenClass = 'Móvil' | 'Tableta' | 'Portátil' | 'Escritorio';
/** Plausible-like screen classes from the viewport width. */
export function screenClassOf(width: number | null): ScreenClass | null {
  if (width === null || !Number.isFinite(width) || width <= 0) return null;
  if (width < 576) return 'Móvil';
  if (width < 992) return 'Tableta';
  if (width < 1440) return 'Portátil';
  return 'Escritorio';
}

export type AnalyticsSummary = { days: number; pageviews: number; visitors: number };
