// The ingredient tables' indexes keep their entries in buckets by key (a word's first letters, a food's
// length, its sounds): each entry is added to its key's bucket, in the order the table gives them.

/** Adds `entry` at the end of `key`'s bucket, starting the bucket if it has none. */
export function addToBucket<K, V>(buckets: Map<K, V[]>, key: K, entry: V): void {
  const bucket = buckets.get(key);
  if (bucket) bucket.push(entry);
  else buckets.set(key, [entry]);
}
