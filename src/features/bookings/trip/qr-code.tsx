import qrcode from 'qrcode-generator';

/** The QR code of `text` as one SVG path of unit squares, with the 4-module quiet zone readers expect around it. */
export function qrPath(text: string): { size: number; path: string } {
  // 'M' recovers from a smudged or creased print-out; the reference is short, so the code stays small.
  const code = qrcode(0, 'M');
  code.addData(text, 'Alphanumeric');
  code.make();
  const modules = code.getModuleCount();
  const margin = 4;
  const parts: string[] = [];
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: modules + margin * 2, path: parts.join('') };
}

/** A booking reference as a QR code the check post or hotel desk can scan; the reference is also shown as text. */
export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { size, path } = qrPath(text);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
