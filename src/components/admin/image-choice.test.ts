import { imageChoiceSchema, resolveImageChoice } from './image-choice';

describe('imageChoiceSchema', () => {
  it('accepts no image, a site path, a full URL and a file', () => {
    expect(imageChoiceSchema.safeParse({ url: '', file: null }).success).toBe(true);
    expect(imageChoiceSchema.safeParse({ url: '/images/tours/nepal.webp', file: null }).success).toBe(true);
    expect(imageChoiceSchema.safeParse({ url: 'https://example.com/a.jpg', file: null }).success).toBe(true);
    expect(imageChoiceSchema.safeParse({ url: '', file: new File(['x'], 'a.png', { type: 'image/png' }) }).success).toBe(true);
  });

  it('rejects addresses that are not web images', () => {
    expect(imageChoiceSchema.safeParse({ url: 'javascript:alert(1)', file: null }).success).toBe(false);
  });
});

describe('resolveImageChoice', () => {
  it('uploads a chosen file and reports its progress', async () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const progress = vi.fn();
    const upload = vi.fn((_: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return Promise.resolve('https://store.example/a.png');
    });
    await expect(resolveImageChoice({ url: 'https://ignored.example/b.png', file }, upload, progress)).resolves.toEqual({
      url: 'https://store.example/a.png',
      uploaded: true,
    });
    expect(upload).toHaveBeenCalledWith(file, progress);
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it('passes a typed address through, trimmed, without uploading', async () => {
    const upload = vi.fn();
    await expect(resolveImageChoice({ url: ' /images/a.webp ', file: null }, upload, vi.fn())).resolves.toEqual({
      url: '/images/a.webp',
      uploaded: false,
    });
    expect(upload).not.toHaveBeenCalled();
  });
});
