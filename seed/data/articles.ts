import type { Article } from '../../src/backend/schemas';

export const sampleArticles: Article[] = [
  {
    id: 'article_best_time_sikkim',
    title: 'The Best Time to Visit Sikkim, Month by Month',
    slug: 'best-time-to-visit-sikkim',
    author: 'Pema Bhutia',
    imageUrl: '/images/articles/best-time-to-visit-sikkim.webp',
    createdAt: '2026-09-14T08:00:00.000Z',
    tags: ['Sikkim', 'Planning', 'Seasons'],
    content: `<p>Sikkim changes its face every few months, and the right time to come depends on what you want to see. Here is how the year looks from our office in Gangtok.</p>
<h2>March to May: rhododendrons and clear mornings</h2>
<p>Spring is our busiest season. The rhododendron sanctuaries of Barsey and Yumthang bloom in red, pink and white, days are mild in Gangtok (15 to 25 °C), and mornings often bring clear views of Kanchenjunga.</p>
<ul>
<li>Best for: families, first-time visitors, Yumthang Valley.</li>
<li>Book early: hotels in Lachung fill up weeks ahead.</li>
</ul>
<h2>June to September: the monsoon</h2>
<p>Heavy rain brings landslides on the North Sikkim roads, but the hills are at their greenest and prices are lower. Keep a buffer day in your plans.</p>
<h2>October to December: the clearest skies</h2>
<p>After the rains the air is washed clean. October and November give the best mountain views of the year, and the festivals of Dussehra and Losoong fill the monasteries with colour.</p>
<h2>January and February: snow</h2>
<p>Tsomgo Lake freezes and snow falls at Nathula and Zero Point. Roads may close after fresh snowfall, so travel with an operator who watches the permits daily.</p>
<p>Not sure which month suits you? <a href="/hotels">Browse our packages</a> or write to us and we will plan around the weather.</p>`,
  },
  {
    id: 'article_darjeeling_tea',
    title: 'A Slow Walk Through Darjeeling Tea Country',
    slug: 'darjeeling-tea-trail',
    author: 'Admin',
    imageUrl: '/images/articles/darjeeling-tea-trail.webp',
    createdAt: '2026-10-02T10:30:00.000Z',
    tags: ['Darjeeling', 'Tea', 'Food'],
    content: `<p>Darjeeling has grown tea since the 1850s, and its first flush is still among the most prized teas in the world. The best way to understand it is on foot, between the bushes.</p>
<h2>First flush, second flush</h2>
<p>The spring <strong>first flush</strong> (March and April) gives a light, floral cup. The summer <strong>second flush</strong> is fuller, with the muscatel note Darjeeling is famous for.</p>
<h2>Where to walk</h2>
<ol>
<li><strong>Happy Valley Tea Estate</strong>, a short walk from the Mall, with factory tours on weekdays.</li>
<li><strong>Glenburn</strong>, on the slopes down to the Rungeet river, for a full day among the gardens.</li>
<li><strong>Makaibari</strong> near Kurseong, one of the oldest estates, with homestays in the workers' village.</li>
</ol>
<blockquote><p>Ask for a tasting of the same garden's first and second flush side by side: the difference is the lesson.</p></blockquote>
<p>Our <a href="/hotel/darjeeling-romance">Darjeeling Romance</a> package includes a tea tasting and a night in a heritage estate bungalow.</p>`,
  },
  {
    id: 'article_bhutan_guide',
    title: 'Bhutan for Indian Travellers: Permits, Fees and Pace',
    slug: 'bhutan-travel-guide',
    author: 'Karma Dorji',
    imageUrl: '/images/articles/bhutan-travel-guide.webp',
    createdAt: '2026-10-28T06:45:00.000Z',
    tags: ['Bhutan', 'Permits', 'Guide'],
    content: `<p>Bhutan welcomes Indian travellers with a simpler process than most visitors face, but a little preparation makes the first day at the border much calmer.</p>
<h2>Documents</h2>
<ul>
<li>A valid Indian passport, or a Voter ID card.</li>
<li>Passport-size photographs.</li>
<li>Hotel confirmations for each night of the trip.</li>
</ul>
<h2>The Sustainable Development Fee</h2>
<p>Bhutan charges a daily Sustainable Development Fee per person. We include it in our package prices and pay it for you when the permit is issued.</p>
<h2>Take it slowly</h2>
<p>Thimphu sits at 2,300 m and the hike to the Tiger's Nest climbs to about 3,100 m. We keep the hike for the last full day, once you are used to the altitude.</p>
<p>See the full plan in our <a href="/hotel/bhutan-discovery">Bhutan Discovery</a> package.</p>`,
  },
];
