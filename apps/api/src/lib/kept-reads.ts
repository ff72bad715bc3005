/**
 * Reads kept a few seconds for the searches (decision 135): per database (tests run several in one process) and
 * key, until `version()` moves (something sold or changed) or `keepMs` passes. A failed read is not kept.
 * `load` may answer a query builder, which runs again on every `then`: it is made a promise once, so a kept read
 * is read once.
 */
export function keptReads(version: () => number, keepMs = 3_000, max = 200) {
  const byDb = new WeakMap<object, Map<string, { at: number; version: number; value: Promise<unknown> }>>();
  return function kept<T>(db: object, key: string, load: () => PromiseLike<T>): Promise<T> {
    let reads = byDb.get(db);
    if (!reads) byDb.set(db, (reads = new Map()));
    const now = Date.now();
    const current = version();
    const hit = reads.get(key);
    if (hit && hit.version === current && now - hit.at < keepMs) return hit.value as Promise<T>;
    const value = Promise.resolve(load());
    const table = reads;
    table.set(key, { at: now, version: current, value });
    value.catch(() => table.delete(key));
    if (table.size > max) table.delete(table.keys().next().value!);
    return value;
  };
}

/** A counter of changes, for `keptReads`' version. */
export function changeCounter() {
  let n = 0;
  return { version: () => n, changed: () => void n++ };
}
