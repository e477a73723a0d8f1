/** 0 -> 'Non-stop', 1 -> '1 stop', 2 -> '2 stops' (the spec's 'N stop(s)'). */
export function stopsLabel(stops: number): string {
  if (stops <= 0) return 'Non-stop';
  return stops === 1 ? '1 stop' : `${stops} stops`;
}
