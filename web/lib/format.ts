// Dates and numbers for Spanish readers, always through Intl.
// Calendar dates are shown in Spain's time zone on the server and in every browser, so a
// server-rendered page and its hydration agree on the day.
// Each formatter is built on its first use: building one loads locale (and time zone) data,
// and building all five when a page's chunk is evaluated cost tens of milliseconds of main
// thread on a phone, most of them for formats the page never shows.

/** Memoises `make`: the formatter is built on the first call and reused afterwards. */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const dateFmt = lazily(
  () =>
    new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }),
);
const dateTimeFmt = lazily(
  () =>
    new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const numberFmt = lazily(() => new Intl.NumberFormat('es'));
const mbFmt = lazily(
  () => new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const sizeFmt = lazily(() => ({
  byte: new Intl.NumberFormat('es', { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
  kilobyte: new Intl.NumberFormat('es', {
    style: 'unit',
    unit: 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }),
  megabyte: new Intl.NumberFormat('es', {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }),
}));
const usdFmt = lazily(
  () =>
    new Intl.NumberFormat('es', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);

export const formatDate = (iso: string | Date) => dateFmt().format(new Date(iso));
export const formatDateTime = (iso: string | Date) => dateTimeFmt().format(new Date(iso));
export const formatNumber = (n: number) => numberFmt().format(n);
/** Bytes as megabytes, e.g. "2,35 MB". */
export const formatMb = (bytes: number) => `${mbFmt().format(bytes / (1024 * 1024))} MB`;
/** A file's size in the unit that reads best: "812 bytes", "2,4 kB", "1,3 MB" (1 kB = 1024 bytes). */
export const formatFileSize = (bytes: number) => {
  const f = sizeFmt();
  if (bytes < 1024) return f.byte.format(bytes);
  if (bytes < 1024 * 1024) return f.kilobyte.format(bytes / 1024);
  return f.megabyte.format(bytes / (1024 * 1024));
};
export const formatUsd = (amount: number) => usdFmt().format(amount);
