import { limits } from '@/backend/limits';
import { checkImageFiles, imageFileProblem } from './image-files';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])('accepts %s', (type) => {
    expect(imageFileProblem(file('photo', type))).toBeNull();
  });

  it('rejects files that are not images, naming the file', () => {
    expect(imageFileProblem(file('notes.txt', 'text/plain'))).toBe(
      '"notes.txt" is not a supported image. Choose a JPG, PNG, WebP, GIF or AVIF file.',
    );
    expect(imageFileProblem(file('mystery', ''))).toMatch(/not a supported image/);
  });

  it('rejects SVG, which can carry scripts, and image types storage.rules does not list', () => {
    expect(imageFileProblem(file('logo.svg', 'image/svg+xml'))).toMatch(/not a supported image/);
    expect(imageFileProblem(file('scan.bmp', 'image/bmp'))).toMatch(/not a supported image/);
    expect(imageFileProblem(file('scan.tiff', 'image/tiff'))).toMatch(/not a supported image/);
  });

  it('accepts exactly 5 MB and rejects anything larger, saying how large it is', () => {
    expect(imageFileProblem(file('edge.jpg', 'image/jpeg', limits.imageBytes))).toBeNull();
    expect(imageFileProblem(file('big.jpg', 'image/jpeg', 6.2 * 1024 * 1024))).toBe(
      '"big.jpg" is 6.2 MB. Images must be 5 MB or smaller.',
    );
  });
});

describe('checkImageFiles', () => {
  it('keeps the good files and explains each bad one', () => {
    const good = file('a.png', 'image/png');
    const result = checkImageFiles([good, file('b.pdf', 'application/pdf'), file('c.jpg', 'image/jpeg', limits.imageBytes + 1)]);
    expect(result.accepted).toEqual([good]);
    expect(result.problems).toHaveLength(2);
  });
});
