// Cookie consent (docs/product-spec.md §§3, 4): stored locally under `cookie-consent`.
export type CookieConsent = { necessary: true; analytics: boolean; marketing: boolean };
export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_EVENT = 'forja:consent-changed';

export function readConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
    };
  } catch {
    return null;
  }
}

export function saveConsent(consent: Omit<CookieConsent, 'necessary'>) {
  const value: CookieConsent = { necessary: true, ...consent };
  localStorage.setItem(CONSENT_KEY, JSON.stringify(value));
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}

/** Analytics run only when do-not-track is off and the stored consent allows them. */
export function analyticsAllowed(): boolean {
  const dnt =
    navigator.doNotTrack === '1' ||
    (window as unknown as { doNotTrack?: string }).doNotTrack === '1';
  return !dnt && readConsent()?.analytics === true;
}
