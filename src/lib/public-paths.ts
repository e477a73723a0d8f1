/**
 * The public pages whose address is fixed: listed in sitemap.xml and prerendered at build time, together with
 * each tour (`/hotel/<id>`) and article (`/article/<slug>`).
 */
export const staticPublicPaths = [
  '/',
  '/hotels',
  '/flights',
  '/hotel-aster-gangtok',
  '/articles',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cancellation-policy',
  '/shipping-policy',
];
