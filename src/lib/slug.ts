/** Article slug as the spec derives it from the title: lowercase, spaces to hyphens, non-word characters removed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
}

/** Hotel Aster room booking id: `hotel-aster-` + name lowercased, spaces to hyphens, parentheses removed. */
export function roomBookingId(roomName: string): string {
  return `hotel-aster-${roomName.toLowerCase().replace(/[()]/g, '').trim().replace(/\s+/g, '-')}`;
}
