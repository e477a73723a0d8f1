import type { Destination, Testimonial } from '@/backend/schemas';

export const destinations: Destination[] = [
  { name: 'Sikkim', image: '/images/destinations/sikkim.webp', tagline: 'Monasteries, glacial lakes and Kanchenjunga at dawn' },
  {
    name: 'Darjeeling',
    image: '/images/destinations/darjeeling.webp',
    tagline: 'Tea gardens, the toy train and Tiger Hill sunrises',
  },
  { name: 'Kalimpong', image: '/images/destinations/kalimpong.webp', tagline: 'Orchid nurseries and quiet hill-station walks' },
  { name: 'Bhutan', image: '/images/destinations/bhutan.webp', tagline: "Dzongs, prayer flags and the Tiger's Nest" },
  { name: 'Nepal', image: '/images/destinations/nepal.webp', tagline: 'Stupas of Kathmandu and Annapurna trails' },
  { name: 'North East', image: '/images/destinations/north-east.webp', tagline: 'Living root bridges and misty Meghalaya hills' },
];

export const testimonials: Testimonial[] = [
  {
    name: 'Ananya Sharma',
    image: '/images/testimonials/ananya.webp',
    review:
      'Every detail was looked after, from the Tsomgo permits to a driver who knew every bend of the road. Our children still talk about the yaks at the lake.',
    tour: 'Sikkim Delight',
  },
  {
    name: 'Rahul Mehta',
    image: '/images/testimonials/rahul.webp',
    review:
      'Our honeymoon in Darjeeling was perfect: the tea-estate dinner, the toy train and a clear sunrise at Tiger Hill. Worth every rupee.',
    tour: 'Darjeeling Romance',
  },
  {
    name: 'Sarah Thompson',
    image: '/images/testimonials/sarah.webp',
    review:
      "The Bhutan permits were handled before we even landed, and our guide made the Tiger's Nest hike feel easy. A beautifully paced trip.",
    tour: 'Bhutan Discovery',
  },
];
