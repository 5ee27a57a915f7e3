import type { ClusterEvents } from '../../lib/cluster-events.ts';

// Custom domains change on launch, launch-config and unlaunch; the Host lookup's cache
// listens here. A change is seen at once by this instance and, through the cluster events
// (Redis pub/sub when REDIS_URL is set), by every other instance as soon as Redis delivers.

const TOPIC = 'custom-domains-changed';
const listeners = new Set<() => void>();
const relays = new Set<ClusterEvents>();

export function onCustomDomainsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyCustomDomainsChanged(): void {
  if (relays.size === 0) {
    for (const l of listeners) l();
    return;
  }
  // Each relay runs the local listeners itself, then tells the other instances.
  for (const events of relays) events.publish(TOPIC);
}

/** Connects this process's listeners to the cluster; returns the disconnect function. */
export function relayCustomDomainEvents(events: ClusterEvents): () => void {
  relays.add(events);
  const off = events.subscribe(TOPIC, () => {
    for (const l of listeners) l();
  });
  return () => {
    relays.delete(events);
    off();
  };
}
