import { articlePath, publicPaths, staticPublicPaths, tourPath } from './public-paths';

describe('public paths', () => {
  it('address tours and articles by id and slug, safely encoded', () => {
    expect(tourPath('sikkim-delight')).toBe('/hotel/sikkim-delight');
    expect(articlePath('momos & more')).toBe('/article/momos%20%26%20more');
  });

  it('list the fixed pages, then every tour and article', () => {
    expect(publicPaths([{ id: 'a' }], [{ slug: 'b' }])).toEqual([...staticPublicPaths, '/hotel/a', '/article/b']);
  });
});
