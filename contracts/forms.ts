// The forms of the server-rendered pages work without JavaScript
// (docs/decisions/0112-hydrate-on-interaction.md, amendment of 2026-11-25): each posts to one
// of these paths, the server does the work and sends the visitor back (303) to the page in
// `volver`, or renders that page again with the form's errors (4xx). The app, once started,
// intercepts the same forms and calls the JSON API instead.

export const FORM_ACTIONS = {
  consent: '/formularios/cookies',
  newsletter: '/formularios/newsletter',
  contact: '/formularios/contacto',
} as const;

/** The hidden field that names the page to go back to (a path on this site). */
export const RETURN_FIELD = 'volver';
/** The query parameter of the page a form sent the visitor back to: which form succeeded. */
export const SENT_PARAM = 'enviado';

export type FormName = 'newsletter' | 'contact';

/** A form the server could not accept, rendered into the page it came from. */
export type FormResult = {
  form: FormName;
  /** A message for the whole form (rate limit, a failed send). */
  message?: string;
  /** The first problem of each field, in Spanish. */
  errors?: Record<string, string>;
  /** What the visitor had typed, so nothing is lost. */
  values?: Record<string, string>;
};

/** Where a form's outcome is shown on its page (the element's id). */
export const FORM_ANCHORS: Record<FormName, string> = {
  newsletter: 'newsletter',
  contact: 'formulario-contacto',
};

/**
 * The path a form may send the visitor back to: a path of this site (never `//host` or a
 * URL), without the previous outcome; anything else goes to the home page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://forja.invalid');
    if (url.origin !== 'http://forja.invalid') return '/';
    url.searchParams.delete(SENT_PARAM);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

// Cookie consent (docs/product-spec.md §§3, 4): a cookie the server reads, so that a page is
// rendered without the banner once the visitor has chosen, on any page and without scripts.
export const CONSENT_COOKIE = 'cookie-consent';
/** About six months, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** `a1m0`: analytics yes, marketing no. */
export const encodeConsent = (c: ConsentChoice) => `a${c.analytics ? 1 : 0}m${c.marketing ? 1 : 0}`;

export function decodeConsent(value: string | undefined | null): ConsentChoice | null {
  const m = value ? /^a([01])m([01])$/.exec(value) : null;
  return m ? { analytics: m[1] === '1', marketing: m[2] === '1' } : null;
}

/** The consent in a Cookie header (or document.cookie). */
export function consentFromCookieHeader(header: string | undefined | null): ConsentChoice | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE)
      return decodeConsent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * What a consent form posted: the button pressed (`eleccion`) and, for "Guardar
 * preferencias", the switches that were on.
 */
export function consentFromForm(fields: {
  eleccion?: unknown;
  analitica?: unknown;
  marketing?: unknown;
}): ConsentChoice {
  if (fields.eleccion === 'todo') return { analytics: true, marketing: true };
  if (fields.eleccion === 'preferencias')
    return { analytics: fields.analitica === 'si', marketing: fields.marketing === 'si' };
  return { analytics: false, marketing: false };
}

let yearFormat: Intl.DateTimeFormat | undefined;
let yearCache = { minute: Number.NaN, year: 0 };

/**
 * The year shown in the footer, in Spain's calendar. The server asks on every page it sends:
 * the formatter is built once (building one costs tens of microseconds) and its answer is
 * kept for the minute.
 */
export function currentYear(now = new Date()): number {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === yearCache.minute) return yearCache.year;
  yearFormat ??= new Intl.DateTimeFormat('es', { year: 'numeric', timeZone: 'Europe/Madrid' });
  yearCache = { minute, year: Number(yearFormat.format(now)) };
  return yearCache.year;
}
