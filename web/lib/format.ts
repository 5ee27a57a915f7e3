// Dates and numbers for Spanish readers, always through Intl.
// Calendar dates are shown in Spain's time zone on the server and in every browser, so a
// server-rendered page and its hydration agree on the day.
const dateFmt = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});
const dateTimeFmt = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const numberFmt = new Intl.NumberFormat('es');
const mbFmt = new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdFmt = new Intl.NumberFormat('es', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatDate = (iso: string | Date) => dateFmt.format(new Date(iso));
export const formatDateTime = (iso: string | Date) => dateTimeFmt.format(new Date(iso));
export const formatNumber = (n: number) => numberFmt.format(n);
/** Bytes as megabytes, e.g. "2,35 MB". */
export const formatMb = (bytes: number) => `${mbFmt.format(bytes / (1024 * 1024))} MB`;
export const formatUsd = (amount: number) => usdFmt.format(amount);
