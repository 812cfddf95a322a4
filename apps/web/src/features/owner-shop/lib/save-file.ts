/**
 * The file name a `Content-Disposition: attachment; filename="…"` header gives, if it is a
 * plain one (no path), else `fallback`.
 */
export function attachmentFileName(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  const quoted = header?.match(/filename\s*=\s*"([^"]+)"/i)?.[1];
  const bare = header?.match(/filename\s*=\s*([^";]+)/i)?.[1];
  let name = quoted ?? bare?.trim();
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      // Keep the plain name.
    }
  }
  return name && !/[/\\]/.test(name) ? name : fallback;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started by now; a moment later the memory can go.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
