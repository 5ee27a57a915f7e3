// Outside web/lib/session.ts because the page entry reads it and must not load TanStack Query.

/**
 * Kept while someone is signed in on this browser: the page entry (web/main.tsx) then starts
 * the app at once, so the header shows the session without waiting for an interaction
 * (docs/decisions/0112-hydrate-on-interaction.md). A hint, not a credential.
 */
export const SIGNED_IN_HINT_KEY = 'forja:signed-in';

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage blocked: the app starts on the first interaction, as for a visitor.
  }
}
