import { stopsLabel } from './stops-label';

describe('stopsLabel', () => {
  it.each([
    [0, 'Non-stop'],
    [1, '1 stop'],
    [2, '2 stops'],
    [3, '3 stops'],
  ])('%d -> %s', (stops, label) => {
    expect(stopsLabel(stops)).toBe(label);
  });
});
