/**
 * A value made on first use. Every custom-function call and every trigger loads the whole
 * bundle, so tables that only some calls read are not made at load.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
