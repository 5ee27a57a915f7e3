// Spanish formatting of analytics figures, always through Intl.
const dayFmt = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFmt = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const percentFmt = new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 0 });
const minutesFmt = new Intl.NumberFormat('es', {
  style: 'unit',
  unit: 'minute',
  unitDisplay: 'short',
});
const secondsFmt = new Intl.NumberFormat('es', {
  style: 'unit',
  unit: 'second',
  unitDisplay: 'short',
});

/** "2025-11-23" → "23 nov" (the date is a UTC day). */
export const formatDay = (date: string) => dayFmt.format(new Date(`${date}T00:00:00Z`));
export const formatLongDay = (date: string) => longDayFmt.format(new Date(`${date}T00:00:00Z`));
export const formatPercent = (ratio: number) => percentFmt.format(ratio);
/** 95 → "1 min 35 s". */
export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  if (m === 0) return secondsFmt.format(s);
  return s ? `${minutesFmt.format(m)} ${secondsFmt.format(s)}` : minutesFmt.format(m);
}
