/** The path a browser loads a stored file from, e.g. `foods/x.webp` → `/storage/foods/x.webp`. */
export function storageUrl(file: string | null): string | null {
  return file === null ? null : `/storage/${file}`;
}
