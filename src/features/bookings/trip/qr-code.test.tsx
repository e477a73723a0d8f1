import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

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
