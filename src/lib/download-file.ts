/** Saves `text` as a file through the browser's download, without a server round trip. */
export function downloadTextFile(fileName: string, text: string, type: string) {
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents, the ₹ sign).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
