import { describe, expect, it } from 'vitest';
import { storagePathOf } from './storage-urls';

const bucket = 'demo-himalayan-aster.appspot.com';

describe('storagePathOf', () => {
  it('reads the object path of our download URLs and gs:// URLs', () => {
    const download = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/images%2F1700000000000_tea-garden.png?alt=media&token=abc`;
    expect(storagePathOf(download, bucket)).toBe('images/1700000000000_tea-garden.png');
    expect(storagePathOf(`gs://${bucket}/images/1_a.png`, bucket)).toBe('images/1_a.png');
  });

  it('knows the Storage emulator host only when given', () => {
    const url = `http://127.0.0.1:9199/v0/b/${bucket}/o/images%2F1_a.png?alt=media`;
    expect(storagePathOf(url, bucket, '127.0.0.1:9199')).toBe('images/1_a.png');
    expect(storagePathOf(url, bucket)).toBeNull();
  });

  it('ignores static files, other hosts and other buckets', () => {
    expect(storagePathOf('/images/hotels/mountain-view-1.webp', bucket)).toBeNull();
    expect(storagePathOf('https://elsewhere.example/photo.jpg', bucket)).toBeNull();
    expect(storagePathOf('https://firebasestorage.googleapis.com/v0/b/other-bucket/o/images%2Fx.png', bucket)).toBeNull();
    expect(storagePathOf('gs://other-bucket/images/x.png', bucket)).toBeNull();
    expect(storagePathOf(`gs://${bucket}/`, bucket)).toBeNull();
    expect(storagePathOf('data:image/png;base64,AAAA', bucket)).toBeNull();
  });
});
