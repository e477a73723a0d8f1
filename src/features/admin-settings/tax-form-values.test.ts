import { describe, expect, it } from 'vitest';
import { defaultTaxSettings } from '@/backend/schemas';
import { prefixLengthProblem } from '@/backend/domain/gst/document-numbers';
import { gstinChecksumProblem } from '@/backend/domain/gst/gstin';
import { taxFormSchema, taxFormValues, toTaxSettings } from './tax-form-values';

const values = taxFormValues(defaultTaxSettings);
const problems = (changed: Partial<typeof values>) => {
  const result = taxFormSchema.safeParse({ ...values, ...changed });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('tax settings form values', () => {
  it('give back the settings they were made from', () => {
    expect(problems({})).toEqual([]);
    expect(toTaxSettings(values)).toEqual(defaultTaxSettings);
  });

  it('store the GSTIN, PAN and prefixes in capitals', () => {
    const saved = toTaxSettings({ ...values, gstin: '27aapfu0939f1zv', pan: 'aapfu0939f', invoicePrefix: 'ha' });
    expect(saved).toMatchObject({ gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', series: { invoice: 'HA' } });
  });

  it('refuse what the backend would', () => {
    expect(problems({ gstin: '27AAPFU0939F1ZW' })).toEqual([`gstin: ${gstinChecksumProblem}`]);
    expect(problems({ invoicePrefix: 'HATS1' })).toEqual([`invoicePrefix: ${prefixLengthProblem}`]);
    expect(problems({ receiptPrefix: 'INV' })).toEqual(['creditNotePrefix: Each series needs a prefix of its own.']);
    expect(problems({ roomThreshold: '7,500' })).toEqual(['roomThreshold: Please enter whole rupees, like 7500.']);
    expect(problems({ pan: '' })).toEqual([]);
  });
});
