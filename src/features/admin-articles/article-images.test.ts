import { articleSchema, hotelSchema, tourSchema, type Article } from '@/backend/schemas';
import { sampleArticles, sampleHotels, sampleTours } from '~seed/data';
import { articleImageUrls, imagesNoLongerUsed } from './article-images';

const upload = (name: string) => `/local-images/images/1795000000000_${name}`;
const firebaseUrl = 'https://firebasestorage.googleapis.com/v0/b/x/o/images%2F1_a.webp?alt=media&token=t';

function article(id: string, imageUrl: string, content: string): Article {
  return articleSchema.parse({ ...sampleArticles[0], id, slug: id, imageUrl, content });
}

const tours = sampleTours.map((tour) => tourSchema.parse(tour));
const hotels = sampleHotels.map((hotel) => hotelSchema.parse(hotel));

describe('article images', () => {
  it('are the cover and every picture of the body, once each, decoded as the browser reads them', () => {
    const content = `<p>Hi</p><img src="${upload('a.webp')}" alt="a"><p><img src="${firebaseUrl.replace('&', '&amp;')}" alt="b"></p><img src="${upload('a.webp')}" alt="again">`;
    expect(articleImageUrls({ imageUrl: upload('cover.webp'), content })).toEqual([upload('cover.webp'), upload('a.webp'), firebaseUrl]);
    expect(articleImageUrls({ imageUrl: '', content: '<p>No pictures</p>' })).toEqual([]);
  });

  it('an image is let go only when no other article, tour or hotel shows it', () => {
    const shared = upload('shared.webp');
    const own = upload('own.webp');
    const onATour = upload('tour.webp');
    const others = [article('other', '', `<img src="${shared}" alt="">`)];
    const toursWithUpload = [{ ...tours[0]!, imageUrl: onATour }, ...tours.slice(1)];
    const candidates = [own, shared, onATour];
    expect(imagesNoLongerUsed(candidates, 'this', { articles: others, tours: toursWithUpload, hotels })).toEqual([own]);
  });

  it('the article being changed does not count as still showing its own old images', () => {
    const own = upload('own.webp');
    const self = article('this', own, '<p>Text</p>');
    expect(imagesNoLongerUsed([own], 'this', { articles: [self], tours, hotels })).toEqual([own]);
  });
});
