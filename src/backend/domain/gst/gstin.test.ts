import { describe, expect, it } from 'vitest';
import { gstinChecksumProblem, gstinFormatProblem, gstinPan, gstinProblem, gstinState, gstinStateProblem } from './gstin';
import { indianStates, stateLabel } from './indian-states';

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', '27', 'Maharashtra'],
    ['29AAGCB7383J1Z4', '29', 'Karnataka'],
    ['19AAACI1681G1ZM', '19', 'West Bengal'],
  ])('accepts %s, registered in %s (%s)', (gstin, code, state) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinState(gstin)).toBe(code);
    expect(indianStates[gstinState(gstin)]).toBe(state);
  });

  it.each([
    ['27AAPFU0939F1ZW', gstinChecksumProblem, 'a wrong check character'],
    ['27AAPFU0939G1ZV', gstinChecksumProblem, 'one character mistyped'],
    ['72AAPFU0939F1ZV', gstinStateProblem, 'digits swapped into no state'],
    ['28AAPFU0939F1ZV', gstinStateProblem, 'a state code no longer given out'],
    ['27AAPFU0939F1YV', gstinFormatProblem, 'no Z in 14th place'],
    ['27aapfu0939f1zv', gstinFormatProblem, 'lower case'],
    ['27AAPFU0939F1Z', gstinFormatProblem, '14 characters'],
  ])('refuses %s (%s)', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('carries the holder’s PAN', () => {
    expect(gstinPan('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('names Sikkim by its code', () => {
    expect(stateLabel('11')).toBe('Sikkim (11)');
  });
});
