/** Hands a file to the browser to save under `fileName` (a download, not a new page). */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the address once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
