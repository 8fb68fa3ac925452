/** A catalog's messages (strings, or compiled arrays) by dotted key. */
export function flattenCatalog<T = string>(tree: { [key: string]: unknown }, path = '', out: Record<string, T> = {}): Record<string, T> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string' || Array.isArray(value)) out[path + key] = value as T;
    else flattenCatalog(value as { [key: string]: unknown }, `${path}${key}.`, out);
  }
  return out;
}
