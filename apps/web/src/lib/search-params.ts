/**
 * Search params arrive parsed (a value like `123` becomes a number): the routes read the ones they
 * need as text, and an empty value counts as absent.
 */
export function searchText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}
