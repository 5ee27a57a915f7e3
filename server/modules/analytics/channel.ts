import type { Channel } from '../../../contracts/analytics.ts';

// docs/product-spec.md §9's traffic channels, decided on the server so every client gets the same
// answer (and one that sends no channel still gets one). UTM medium wins over the referrer;
// a referrer from the page's own host is navigation inside the site, not a source.

const SEARCH = /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|qwant|startpage)\./;
const SOCIAL =
  /(^|\.)(facebook|fb|twitter|x|t|linkedin|lnkd|instagram|youtube|tiktok|reddit|pinterest|mastodon|threads|whatsapp|telegram)\.(com|co|in|net|me|social|org)$/;
const WEBMAIL = /^(mail|webmail|correo|outlook)\.|(^|\.)(gmail|outlook|proton)\./;

const MEDIUM: Record<string, Channel> = {
  cpc: 'Paid Search',
  ppc: 'Paid Search',
  paidsearch: 'Paid Search',
  email: 'Email',
  'e-mail': 'Email',
  newsletter: 'Email',
  social: 'Social',
  'social-media': 'Social',
  referral: 'Referral',
  display: 'Display',
  banner: 'Display',
  affiliate: 'Affiliate',
  affiliates: 'Affiliate',
};

/** The referrer's host in lower case, or null for an empty or unparsable referrer. */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export function detectChannel(input: {
  utmMedium?: string | null;
  utmSource?: string | null;
  referrerHost: string | null;
  /** Hosts of the site itself: a referrer from them is internal. */
  ownHosts?: string[];
}): Channel {
  const medium = input.utmMedium?.trim().toLowerCase();
  if (medium && MEDIUM[medium]) return MEDIUM[medium];
  const host = input.referrerHost;
  if (!host || input.ownHosts?.includes(host)) {
    // A campaign link with a source but no known medium still came from somewhere.
    return input.utmSource ? 'Referral' : 'Direct';
  }
  // Webmail first: mail.google.com is an email client, not a search engine.
  if (WEBMAIL.test(host)) return 'Email';
  if (SEARCH.test(host)) return 'Organic Search';
  if (SOCIAL.test(host)) return 'Social';
  return 'Referral';
}
