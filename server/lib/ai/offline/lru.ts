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
