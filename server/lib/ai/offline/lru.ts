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

/**
 * A deep copy of plain data (objects, arrays, strings, numbers, booleans, null, undefined), as
 * `structuredClone` gives it (the same keys in the same order, `undefined` kept, an object met
 * twice copied once), without its serialisation: the readers copy out of their caches on every
 * hit. Anything else (a Map, a Date, a class) is left to `structuredClone`.
 */
export function plainCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  return copyInto(value, new Map()) as T;
}

function copyInto(value: object, seen: Map<object, unknown>): unknown {
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    seen.set(value, out);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) continue;
      const v: unknown = value[i];
      out[i] = typeof v === 'object' && v !== null ? copyInto(v, seen) : v;
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    const out = structuredClone(value);
    seen.set(value, out);
    return out;
  }
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  for (const k of Object.keys(value)) {
    const v: unknown = (value as Record<string, unknown>)[k];
    out[k] = typeof v === 'object' && v !== null ? copyInto(v, seen) : v;
  }
  return out;
}
