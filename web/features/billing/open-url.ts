/**
 * Opens a checkout or portal URL in a new tab as the spec asks (section 7). When the
 * browser blocks the new tab, the page navigates in the same tab instead, so the
 * purchase can still go on.
 */
export function openPaymentUrl(url: string) {
  // Not 'noopener': with it window.open always returns null and a block goes unnoticed.
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return;
  }
  window.location.assign(url);
}
