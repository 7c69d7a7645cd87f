/**
 * Saves `blob` as a file named `fileName`, as a link with `download` would: for files whose call needs the session's
 * token (a plain link could not send it) or that the screen builds itself.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
