import { describe, expect, it } from 'vitest';
import { emptyAlertForm, readAlertForm } from './alert-form-values';

describe('readAlertForm', () => {
  it('reads the places as words separated by commas', () => {
    const read = readAlertForm({
      ...emptyAlertForm('2027-05-12'),
      title: 'Landslide at Mangan',
      places: ' North Sikkim, Lachung ,,Yumthang',
      to: '2027-05-14',
    });
    expect(read).toMatchObject({
      input: { places: ['North Sikkim', 'Lachung', 'Yumthang'], from: '2027-05-12', to: '2027-05-14' },
    });
  });

  it('says what is missing under each field', () => {
    const read = readAlertForm({ ...emptyAlertForm('2027-05-12'), to: '2027-05-10' });
    expect(read).toEqual({
      errors: {
        title: 'Please say what happened.',
        places: 'Name at least one place or choose a tour (places of at most 36 characters each).',
        to: 'Please give a last day on or after the first.',
      },
    });
  });
});
