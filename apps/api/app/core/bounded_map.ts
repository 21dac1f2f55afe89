/**
 * Sets `key` to `value` as the map's newest entry and drops the oldest entries beyond `max`:
 * the per-process caches (kept totals, page starts, subscriber counts) stay bounded however
 * many distinct keys readers ask for.
 */
export function keepNewest<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, max: number): void {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= max) break
    map.delete(oldest)
  }
}
