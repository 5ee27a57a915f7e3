import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentFromCookieHeader,
  consentFromForm,
  encodeConsent,
} from '../../contracts/forms.ts';

// Cookie consent (docs/product-spec.md §§3, 4): a `cookie-consent` cookie, which the server
// reads too (it renders no banner once there is a choice, and the consent form works without
// scripts: contracts/forms.ts). A copy stays in localStorage under the same key, where the
// choice used to live: a browser that chose before the cookie existed keeps its choice.
export type CookieConsent = { necessary: true; analytics: boolean; marketing: boolean };
export const CONSENT_KEY = CONSENT_COOKIE;
export const CONSENT_EVENT = 'forja:consent-changed';

function writeCookie(choice: ConsentChoice) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads it; one small value.
  document.cookie = `${CONSENT_COOKIE}=${encodeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

function readStored(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    return { analytics: parsed.analytics === true, marketing: parsed.marketing === true };
  } catch {
    return null;
  }
}

export function readConsent(): CookieConsent | null {
  const fromCookie = consentFromCookieHeader(document.cookie);
  if (fromCookie) return { necessary: true, ...fromCookie };
  const stored = readStored();
  if (!stored) return null;
  // Chosen before the cookie existed: the server learns it from now on.
  writeCookie(stored);
  return { necessary: true, ...stored };
}

export function saveConsent(consent: Omit<CookieConsent, 'necessary'>) {
  const value: CookieConsent = { necessary: true, ...consent };
  writeCookie(consent);
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the cookie holds the choice.
  }
  document.documentElement.dataset.consentDecided = '';
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}

/**
 * Saves what a consent form (the banner, its preferences, the cookies page) posted, in the
 * page instead of through the server: the same fields the server reads (contracts/forms.ts).
 * The page entry calls it for every consent form, before or after the app has started, so a
 * choice is stored the moment it is made.
 */
export function saveConsentForm(form: HTMLFormElement, submitter: HTMLElement | null) {
  const data = new FormData(form, submitter);
  const choice = consentFromForm({
    eleccion: data.get('eleccion'),
    analitica: data.get('analitica'),
    marketing: data.get('marketing'),
  });
  saveConsent(choice);
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]'))
    if (dialog.contains(form) || form.contains(dialog)) dialog.close();
  return choice;
}

/** Analytics run only when do-not-track is off and the stored consent allows them. */
export function analyticsAllowed(): boolean {
  const dnt =
    navigator.doNotTrack === '1' ||
    (window as unknown as { doNotTrack?: string }).doNotTrack === '1';
  return !dnt && readConsent()?.analytics === true;
}
