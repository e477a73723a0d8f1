/** Ids the spec prescribes for documents created through admin: `<prefix>_<creation time>`. */
export function timeId(prefix: 'tour' | 'hotel' | 'article' | 'booking', now: number = Date.now()): string {
  return `${prefix}_${now}`;
}

/** Storage path of an uploaded image: `images/<timestamp>_<name>` with the name made path-safe. */
export function imagePath(fileName: string, now: number = Date.now()): string {
  const safe = fileName.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
  return `images/${now}_${safe}`;
}
