import type { ClusterEvents } from '../../lib/cluster-events.ts';

// Custom domains change on launch, launch-config and unlaunch; the Host lookup's cache
// listens here. A change is seen at once by this instance and, through the cluster events
// (Redis pub/sub when REDIS_URL is set), by every other instance as soon as Redis delivers.
// The app's own ClusterEvents (deps.events) carries it: no listener lives at module level.

const TOPIC = 'custom-domains-changed';

export function notifyCustomDomainsChanged(events: ClusterEvents): void {
  events.publish(TOPIC);
}

/** Runs `listener` on every change, from this instance or another; returns the unsubscribe. */
export function onCustomDomainsChanged(events: ClusterEvents, listener: () => void): () => void {
  return events.subscribe(TOPIC, () => listener());
}
