/** What a stored file is named from the name the browser gave: the uploads' and the samples' keys. */

export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** A file name safe in a storage key: letters, digits, dot, dash, underscore, spaces, parentheses. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .replace(/[^A-Za-z0-9._\- ()]/g, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}
