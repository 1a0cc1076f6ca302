/** A NUL character, or a surrogate that is not half of a pair (the `u` flag keeps pairs whole). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point.
const UNSTORABLE = /\u0000|\p{Surrogate}/u;

/**
 * Whether a request value holds text PostgreSQL cannot store: it keeps no NUL character in text
 * or jsonb, and no unpaired surrogate in jsonb (the driver would silently replace one in text).
 * Such a request is wrong input, to be refused before it reaches the database. Walks the value
 * without recursion, so any depth of nesting is safe; object keys count as text too.
 */
export function carriesUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
