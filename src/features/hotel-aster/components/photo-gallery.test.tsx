import { screen } from '@testing-library/react';
import { asterGallery } from '~seed/data/hotel-aster';
import { prerendered, renderPrerendered } from '../../../../tests/support/prerendered';
import { PhotoGallery } from './photo-gallery';

describe('PhotoGallery', () => {
  it('is prerendered as plain links to the full images', () => {
    const page = prerendered(<PhotoGallery images={asterGallery} />);
    const links = Array.from(page.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(asterGallery.map((image) => image.src));
    expect(links.map((link) => link.querySelector('img')?.alt)).toEqual(asterGallery.map((image) => image.alt));
    // It opens no dialog before the app starts, so it does not announce one.
    expect(page.querySelector('[aria-haspopup]')).toBeNull();
    expect(page.querySelector('button')).toBeNull();
  });

  it('announces the lightbox the links open once the app has started', async () => {
    await renderPrerendered(<PhotoGallery images={asterGallery} />);
    const third = screen.getByRole('link', { name: asterGallery[2]!.alt });
    expect(third).toHaveAttribute('aria-haspopup', 'dialog');
    expect(third).toHaveAttribute('href', asterGallery[2]!.src);
  });
});
