// A small map that forgets what was used least recently once it holds `size` entries: the
// readers' caches of pure work (per definition and text) stay bounded on a long-lived server.
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: moved to the end, it is the most recent.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value as K);
  }
}

/**
 * The readers' caches of pure work done on a pair of objects (a definition and its rules, a
 * definition and its design): one bounded `Lru` per pair, forgotten with either object.
 */
export function lruPerPair<A extends object, B extends object, V>(
  size: number,
): (a: A, b: B) => Lru<string, V> {
  const byA = new WeakMap<A, WeakMap<B, Lru<string, V>>>();
  return (a, b) => {
    let byB = byA.get(a);
    if (!byB) {
      byB = new WeakMap();
      byA.set(a, byB);
    }
    let lru = byB.get(b);
    if (!lru) {
      lru = new Lru(size);
      byB.set(b, lru);
    }
    return lru;
  };
}
