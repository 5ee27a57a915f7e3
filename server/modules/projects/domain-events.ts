// Custom domains change on launch, launch-config and unlaunch; the Host lookup's cache
// listens here so a change is seen at once by this instance (others within the TTL).

const listeners = new Set<() => void>();

export function onCustomDomainsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyCustomDomainsChanged(): void {
  for (const l of listeners) l();
}
