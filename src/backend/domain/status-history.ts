import { limits } from '../limits';
import type { StatusChange } from '../schemas';

/**
 * The operator's history of a booking keeps its latest `limits.statusHistory` changes (its schema caps the list
 * there): the oldest ones make way, so a status change is never refused for a long history.
 */
export function withStatusChange(history: readonly StatusChange[], change: StatusChange): StatusChange[] {
  return [...history, change].slice(-limits.statusHistory);
}

/** Whether adding one more change would push the oldest out (the whole list must then be rewritten). */
export const historyIsFull = (history: readonly StatusChange[]) => history.length >= limits.statusHistory;
