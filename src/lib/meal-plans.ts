import type { MealPlan } from '@/backend/schemas';

/** How the site names Hotel Aster's meal plans. */
export const mealPlanNames: readonly { id: MealPlan; code: string; label: string }[] = [
  { id: 'ep', code: 'EP', label: 'Room only' },
  { id: 'cp', code: 'CP', label: 'With breakfast' },
  { id: 'map', code: 'MAP', label: 'With breakfast and dinner' },
];

/** A meal plan in words, as a booking names it: 'CP (with breakfast)'. */
export function mealPlanWords(plan: MealPlan): string {
  const named = mealPlanNames.find((option) => option.id === plan);
  return named ? `${named.code} (${named.label.toLowerCase()})` : plan.toUpperCase();
}
