import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import {
  type ConsentChoice,
  currentYear,
  type FormName,
  type FormResult,
} from '../../contracts/forms.ts';

// What the server hands the browser alongside server-rendered HTML: the query cache it
// rendered with, and the page's status (403/404 pages render without data). It travels in a
// <script type="application/json">, which the CSP allows because it is never executed.

export const SERVER_STATE_ID = 'forja-state';

export type ServerState = {
  /** The path that was rendered; the status applies to it only. */
  path: string;
  status: number;
  queries: DehydratedState;
  /** The footer's year as the server rendered it (server/web-shell.ts RenderContext). */
  year: number;
  /** The visitor's cookie choice as the server read it; with one, it rendered no banner. */
  consent: ConsentChoice | null;
  /** A form the server refused, rendered with its errors (contracts/forms.ts). */
  form?: FormResult;
};

/** What the first client render must agree on with the server's HTML. */
export type ServerRender = Omit<ServerState, 'queries'>;

/** Escapes the JSON so that no `</script>` or `<!--` in user content can end the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(): ServerState | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerState;
  } catch {
    return null;
  }
}

const ServerStatusContext = createContext<ServerRender | null>(null);
export const ServerStatusProvider = ServerStatusContext.Provider;

/** The status the server answered for `pathname`, when this render hydrates its HTML. */
export function useServerStatus(pathname: string): number | null {
  const value = useContext(ServerStatusContext);
  return value && value.path === pathname ? value.status : null;
}

/** The year to show: the server's for a page it rendered (so hydration agrees), else today's. */
export function useYear(): number {
  return useContext(ServerStatusContext)?.year ?? currentYear();
}

/**
 * The cookie choice the server rendered the page with (null: it rendered the banner), or
 * `undefined` for a page the browser rendered, which reads the cookie itself.
 */
export function useServerConsent(): ConsentChoice | null | undefined {
  const value = useContext(ServerStatusContext);
  return value ? value.consent : undefined;
}

/** The refused form `name` the server rendered into this page, if any. */
export function useServerFormResult(name: FormName): FormResult | null {
  const form = useContext(ServerStatusContext)?.form;
  return form?.form === name ? form : null;
}
