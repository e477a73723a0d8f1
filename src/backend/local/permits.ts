import { parseEach, parseInput } from '../parse';
import { byPermitName } from '../domain/permits';
import { permitTypeSchema } from '../schemas';
import type { PermitsApi } from '../types';
import { requireAdmin, type LocalContext } from './context';

export function createLocalPermits(ctx: LocalContext): PermitsApi {
  return {
    async list() {
      return parseEach(permitTypeSchema, await (await ctx.db()).getAll('permitTypes'), 'permit type').sort(byPermitName);
    },
    async save(permit) {
      requireAdmin(ctx);
      await (await ctx.db()).put('permitTypes', parseInput(permitTypeSchema, permit));
    },
    async remove(id) {
      requireAdmin(ctx);
      await (await ctx.db()).delete('permitTypes', id);
    },
  };
}
