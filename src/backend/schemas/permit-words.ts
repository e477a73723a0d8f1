// The words and fixed lists of permits, without zod: the domain's permit rules read them, and the tour page that
// shows them must not load the schemas (src/backend/schemas/permits.ts builds its schemas from these).

export const idTypes = ['passport', 'aadhaar', 'voter-id', 'driving-licence'] as const;
export type IdType = (typeof idTypes)[number];

/** An ID type in words, as forms and the traveller's list of what to bring say it. */
export const idTypeWords: Record<IdType, string> = {
  passport: 'Passport',
  aadhaar: 'Aadhaar card',
  'voter-id': 'Voter ID card',
  'driving-licence': 'Driving licence',
};

/** The ID types only India issues: a traveller of another nationality gives a passport instead. */
export const indianIdTypes: readonly IdType[] = ['aadhaar', 'voter-id', 'driving-licence'];

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
