/** Text made safe to put in HTML, text or attribute: the five characters HTML gives meaning, as entities. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
