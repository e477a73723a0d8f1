import { flushSync } from 'react-dom';

/**
 * Makes a change, then moves focus where the change leads, in the same event: the change is on screen before
 * `focus` runs (flushSync). Focus moved a frame later lands wherever the person is by then: an operator who had
 * already clicked into the next field typed into the new entry instead.
 */
export function changeThenFocus(change: () => void, focus: () => void) {
  flushSync(change);
  focus();
}
