import { z } from 'zod';
import '../zod-setup';
import { limits } from '../limits';
import { tourCategories } from '../tour-categories';
import { slugIdPattern } from '../domain/ids';

// The building blocks of the entities' schemas (src/backend/schemas.ts). The formats (dates, e-mail, phone) are a
// module of their own, built in a step of its own when the app starts (src/backend/schema-steps.ts).
export { emailSchema, isoDateSchema, monthDaySchema, phoneSchema, utcDateTime } from './formats';

/** Trimmed text of 1 to `max` characters. */
export const text = reused((max: number) => z.string().trim().min(1).max(max));
/** Text that may be empty. */
export const optionalText = reused((max: number) => z.string().trim().max(max));
export const url = z.string().max(limits.url);
export const count = reused((min: number, max: number) => z.number().int().min(min).max(max));
export const rupees = (max: number) => count(0, max);
/** A document id the operator's screens may give (a room type's): letters, digits, '-' and '_', nothing that addresses another document. */
export const plainIdSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${limits.title}}$`), 'Expected letters, digits, dashes and underscores');

export { slugIdPattern };
export const slugIdSchema = z.string().regex(slugIdPattern, 'Lowercase letters, digits and dashes');

/**
 * One schema per set of arguments, built once: a zod schema never changes (each method returns a new one), so the
 * entities below share their `text(limits.title)`s, and loading this module builds a fraction of the schemas.
 */
function reused<Args extends number[], Schema>(build: (...args: Args) => Schema): (...args: Args) => Schema {
  const built = new Map<string, Schema>();
  return (...args) => {
    const key = args.join(' ');
    let schema = built.get(key);
    if (schema === undefined) built.set(key, (schema = build(...args)));
    return schema;
  };
}

export { tourCategories };
export const tourCategorySchema = z.enum(tourCategories);
export type TourCategory = z.infer<typeof tourCategorySchema>;
