/**
 * A link as an editor types it, made into an address a reader can follow: 'www.example.com' gets https://,
 * paths and anchors on this site stay as they are, and anything that is not http(s), mailto or tel is refused.
 * Returns null when the text is not a usable address.
 */
export function toLinkAddress(text: string): string | null {
  const value = text.trim();
  // Two slashes in any mix ('//', '/\\', '\\/') start another host's address in a browser, not a path here.
  if (value === '' || /\s/.test(value) || /^[/\\]{2}/.test(value) || value.includes('\\')) return null;
  if (value.startsWith('/') || value.startsWith('#')) return value;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return withScheme;
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return withScheme;
    return null;
  } catch {
    return null;
  }
}
