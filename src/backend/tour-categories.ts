/**
 * The tour categories of SPEC section 3. A module of its own, without zod: the public tour list offers them as
 * filters and should not load the schema library for a list of four words. schemas.ts builds its enum on it.
 */
export const tourCategories = ['Family', 'Honeymoon', 'Cultural', 'Adventure'] as const;
export type TourCategory = (typeof tourCategories)[number];
