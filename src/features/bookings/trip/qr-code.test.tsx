import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { upiPaymentLink } from '@/backend/domain/upi-link';
import { QrCode, qrMargin, qrMatrix, qrPath } from './qr-code';

/** What a QR reader sees: the code drawn at 4 pixels a module with its quiet zone, black on white, as RGBA. */
function scan(text: string): string | null {
  const matrix = qrMatrix(text);
  const scale = 4;
  const side = (matrix.length + qrMargin * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const at = (((row + qrMargin) * scale + y) * side + (col + qrMargin) * scale + x) * 4;
          pixels.fill(0, at, at + 3);
        }
    }),
  );
  return jsQR(pixels, side, side)?.data ?? null;
}

describe('the reference QR code', () => {
  it('draws a version 1 code (21 modules) with its quiet zone, finder patterns in three corners', () => {
    const { size, path } = qrPath('AST-7K3Q9');
    expect(size).toBe(21 + 8);
    // The top-left finder pattern's first module sits just inside the quiet zone; the bottom-right corner is light.
    expect(path).toContain('M4 4h1v1h-1z');
    expect(path).toContain('M24 4h1v1h-1z');
    expect(path).toContain('M4 24h1v1h-1z');
    expect(path).not.toContain('M24 24h1v1h-1z');
  });

  it('gives each reference its own code', () => {
    expect(qrPath('AST-7K3Q9').path).not.toBe(qrPath('AST-7K3Q8').path);
  });

  it('is an image named for screen readers', () => {
    render(<QrCode text="AST-7K3Q9" label="QR code of booking AST-7K3Q9" />);
    expect(screen.getByRole('img', { name: 'QR code of booking AST-7K3Q9' })).toBeInTheDocument();
  });
});

describe('the UPI payment QR code', () => {
  it('reads back as the very link a UPI app opens', () => {
    const link = upiPaymentLink({
      payee: 'himalayanaster@sbi',
      payeeName: 'Himalayan Aster Tours',
      amount: 11100,
      note: 'AST-7K3Q9 advance',
    });
    expect(scan(link)).toBe(link);
    // The reader is not fooled: another amount is another code.
    expect(
      scan(
        upiPaymentLink({
          payee: 'himalayanaster@sbi',
          payeeName: 'Himalayan Aster Tours',
          amount: 11101,
          note: 'AST-7K3Q9 advance',
        }),
      ),
    ).not.toBe(link);
  });

  it('still reads a booking reference, coded compactly', () => {
    expect(scan('AST-7K3Q9')).toBe('AST-7K3Q9');
  });
});
