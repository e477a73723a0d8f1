import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` as rows of modules (true: dark). A reference in capitals and digits fits the compact
 * alphanumeric mode; anything else (a UPI link, with its lower-case parameters) is coded byte by byte.
 */
export function qrMatrix(text: string): boolean[][] {
  // 'M' recovers from a smudged or creased print-out; the reference is short, so the code stays small.
  const code = qrcode(0, 'M');
  code.addData(text, /^[0-9A-Z $%*+\-./:]*$/.test(text) ? 'Alphanumeric' : 'Byte');
  code.make();
  const modules = code.getModuleCount();
  return Array.from({ length: modules }, (_, row) => Array.from({ length: modules }, (_, col) => code.isDark(row, col)));
}

/** The 4-module quiet zone readers expect around a code. */
export const qrMargin = 4;

/** The QR code of `text` as one SVG path of unit squares, with its quiet zone. */
export function qrPath(text: string): { size: number; path: string } {
  const matrix = qrMatrix(text);
  const parts: string[] = [];
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (dark) parts.push(`M${col + qrMargin} ${row + qrMargin}h1v1h-1z`);
    }),
  );
  return { size: matrix.length + qrMargin * 2, path: parts.join('') };
}

/**
 * A QR code to scan: a booking reference for the check post or hotel reception, a UPI payment link for a phone; what it
 * holds is also shown as text or a link beside it.
 */
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
