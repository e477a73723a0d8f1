import { samplePermitTypes } from '../../../../seed/data/permit-types';
import { isBackendError } from '../../errors';
import type { Booking, TourPackage, TravellerDocuments } from '../../schemas/index';
import { sikkimDelightBooking } from '@/testing/rai-family';
import { documentsState, missingInLines, travellerPermitStatuses } from '../traveller-permits';
import { saveTravellerDocuments, type TravellerDocumentsStore } from './traveller-documents';
import { documentFilePaths, travellerFilePath } from '../traveller-files';

const booking = sikkimDelightBooking();

/** Nathula on the trip's second day. */
const nathulaTour = { permits: [{ permitId: 'tsomgo-nathula', day: 2 }] };

function memoryStore(stored: Booking | null = booking, tour: Pick<TourPackage, 'permits'> = nathulaTour) {
  const saved: { documents: TravellerDocuments | null; booking: Booking | null } = { documents: null, booking: stored };
  const store: TravellerDocumentsStore = {
    booking: (id) => Promise.resolve(saved.booking && saved.booking.id === id ? saved.booking : null),
    documents: () => Promise.resolve(saved.documents),
    tour: (id) => Promise.resolve(id === 'sikkim-delight' ? tour : null),
    permitTypes: () => Promise.resolve(samplePermitTypes),
    putDocuments: (documents) => void (saved.documents = documents),
    putBooking: (written) => void (saved.booking = written),
  };
  return { store, saved };
}

const asha = { uid: 'asha', email: 'asha@example.com', emailVerified: true };
const clock = { now: Date.UTC(2027, 2, 20, 10) };

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return isBackendError(error) ? error.code : 'other';
  }
  return 'none';
}

describe("travellers' documents", () => {
  it("saves one traveller's ID and files for the booking's own customer, keeping the others", async () => {
    const { store, saved } = memoryStore();
    await saveTravellerDocuments(
      store,
      {
        bookingId: 'b1',
        travellerIndex: 1,
        idType: 'aadhaar',
        idNumber: '1234 5678 9012',
        photoPath: travellerFilePath('asha', 'b1', 1, 'photo'),
      },
      asha,
      clock,
    );
    const second = await saveTravellerDocuments(
      store,
      { bookingId: 'b1', travellerIndex: 0, idType: 'passport', idNumber: 'Z1234567', idPath: 'travellerDocuments/asha/b1/0/id' },
      asha,
      { now: clock.now + 1000 },
    );
    expect(saved.documents).toEqual(second);
    expect(second).toMatchObject({ bookingId: 'b1', userId: 'asha', endDate: '2027-04-11' });
    expect(second.travellers).toEqual([
      {
        idType: 'passport',
        idNumber: 'Z1234567',
        idPath: 'travellerDocuments/asha/b1/0/id',
        idUploadedAt: '2027-03-20T10:00:01.000Z',
      },
      {
        idType: 'aadhaar',
        idNumber: '1234 5678 9012',
        photoPath: 'travellerDocuments/asha/b1/1/photo',
        photoUploadedAt: '2027-03-20T10:00:00.000Z',
      },
    ]);
  });

  it('records on the booking when its documents are due and, as they are saved, whether every traveller has given them', async () => {
    const { store, saved } = memoryStore({ ...booking, documentsDueOn: '2027-04-04', documentsComplete: false });
    const complete = (travellerIndex: number) => ({
      bookingId: 'b1',
      travellerIndex,
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      idPath: travellerFilePath('asha', 'b1', travellerIndex, 'id'),
      photoPath: travellerFilePath('asha', 'b1', travellerIndex, 'photo'),
    });
    await saveTravellerDocuments(store, complete(0), asha, clock);
    expect(saved.booking).toMatchObject({ documentsDueOn: '2027-04-04', documentsComplete: false });
    await saveTravellerDocuments(store, complete(1), asha, clock);
    expect(saved.booking).toMatchObject({ documentsDueOn: '2027-04-04', documentsComplete: true });
    // A booking made before the dates were recorded gets them with its next save.
    const older = memoryStore();
    await saveTravellerDocuments(older.store, complete(0), asha, clock);
    expect(older.saved.booking).toMatchObject({ documentsDueOn: '2027-04-04', documentsComplete: false });
  });

  it('takes a name and gender the request left for later into the booking, and counts them missing until then', async () => {
    // The request asked only the lead traveller's contact and the party: the child of 8 has no name yet.
    const unnamed: Booking = {
      ...booking,
      party: [booking.party![0]!, { name: '', age: 8, nationality: 'IN' }],
    };
    const before = travellerPermitStatuses(unnamed, nathulaTour, samplePermitTypes, null);
    expect(before.map((status) => [status.traveller.name, status.missing.slice(0, 2)])).toEqual([
      ['Asha Rai', ['ID type and number', 'Copy of the ID']],
      ['Traveller 2', ['Full name as on the ID', 'Gender']],
    ]);
    const { store, saved } = memoryStore(unnamed);
    const input = {
      bookingId: 'b1',
      travellerIndex: 1,
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      idPath: travellerFilePath('asha', 'b1', 1, 'id'),
      photoPath: travellerFilePath('asha', 'b1', 1, 'photo'),
    };
    await saveTravellerDocuments(store, { ...input, name: '  Mira Rai ', gender: 'Female' }, asha, clock);
    expect(saved.booking!.party).toEqual([booking.party![0], { name: 'Mira Rai', age: 8, gender: 'Female', nationality: 'IN' }]);
    const after = travellerPermitStatuses(saved.booking!, nathulaTour, samplePermitTypes, saved.documents);
    expect(after[1]).toMatchObject({ traveller: { name: 'Mira Rai', named: true, gendered: true }, complete: true });
    // An empty name is refused, and nothing is written.
    const again = memoryStore(unnamed);
    expect(await refusal(() => saveTravellerDocuments(again.store, { ...input, name: ' ' }, asha, clock))).toBe('invalid-data');
    expect(again.saved.documents).toBeNull();
  });

  it("takes an adult's age the request left for later, once, 18 or over, and counts it missing until then", async () => {
    // The request asked no adult's age: the second adult has none yet.
    const ageless: Booking = {
      ...booking,
      party: [booking.party![0]!, { name: 'Karma Rai', gender: 'Male', nationality: 'IN' }],
    };
    const before = travellerPermitStatuses(ageless, nathulaTour, samplePermitTypes, null);
    expect(before[1]).toMatchObject({ traveller: { age: undefined, aged: false } });
    expect(before[1]!.missing[0]).toBe('Age');
    const input = {
      bookingId: 'b1',
      travellerIndex: 1,
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      idPath: travellerFilePath('asha', 'b1', 1, 'id'),
      photoPath: travellerFilePath('asha', 'b1', 1, 'photo'),
    };
    // Under 18 is refused in words: the booking priced them as an adult. Nothing is written.
    const young = memoryStore(ageless);
    await expect(saveTravellerDocuments(young.store, { ...input, age: 17 }, asha, clock)).rejects.toThrow(
      'Please give the age in years: 18 or over, as this traveller was booked as an adult.',
    );
    expect(young.saved.documents).toBeNull();

    const { store, saved } = memoryStore(ageless);
    await saveTravellerDocuments(store, { ...input, age: 36 }, asha, clock);
    expect(saved.booking!.party![1]).toEqual({ name: 'Karma Rai', age: 36, gender: 'Male', nationality: 'IN' });
    const after = travellerPermitStatuses(saved.booking!, nathulaTour, samplePermitTypes, saved.documents);
    expect(after[1]).toMatchObject({ traveller: { age: 36, aged: true }, complete: true });
    // An age already given (a child's prices them) is not changed.
    expect(await refusal(() => saveTravellerDocuments(store, { ...input, travellerIndex: 0, age: 40 }, asha, clock))).toBe(
      'invalid-data',
    );
  });

  it('asks a foreign national on the Tsomgo day for a copy of the Indian visa with the passport, and an Indian for none', async () => {
    // Tsomgo's day: the Indians' permit and the foreign nationals' PAP, alternatives for the same place and day.
    const tsomgoTour = {
      permits: [
        { permitId: 'tsomgo-nathula', day: 2 },
        { permitId: 'tsomgo-pap', day: 2 },
      ],
    };
    const mixed: Booking = {
      ...booking,
      party: [booking.party![0]!, { name: 'Lena Vogel', age: 31, gender: 'Female', nationality: 'DE' }],
    };
    const before = travellerPermitStatuses(mixed, tsomgoTour, samplePermitTypes, null);
    expect(
      before.map((status) => [status.traveller.name, status.permits.map((permit) => permit.needed.visa), status.missing]),
    ).toEqual([
      ['Asha Rai', [false], ['ID type and number', 'Copy of the ID', 'Photo']],
      ['Lena Vogel', [true], ['ID type and number', 'Copy of the ID', 'Photo', 'Copy of the Indian visa']],
    ]);

    const { store, saved } = memoryStore(mixed, tsomgoTour);
    const lena = {
      bookingId: 'b1',
      travellerIndex: 1,
      idType: 'passport',
      idNumber: 'C01X00T47',
      idPath: travellerFilePath('asha', 'b1', 1, 'id'),
      photoPath: travellerFilePath('asha', 'b1', 1, 'photo'),
    };
    // Another traveller's visa path is not hers to give.
    expect(
      await refusal(() =>
        saveTravellerDocuments(store, { ...lena, visaPath: travellerFilePath('asha', 'b1', 0, 'visa') }, asha, clock),
      ),
    ).toBe('invalid-data');
    await saveTravellerDocuments(store, lena, asha, clock);
    expect(travellerPermitStatuses(mixed, tsomgoTour, samplePermitTypes, saved.documents)[1]?.missing).toEqual([
      'Copy of the Indian visa',
    ]);
    const visaPath = travellerFilePath('asha', 'b1', 1, 'visa');
    await saveTravellerDocuments(store, { ...lena, visaPath }, asha, { now: clock.now + 1000 });
    expect(saved.documents?.travellers[1]).toMatchObject({ visaPath, visaUploadedAt: '2027-03-20T10:00:01.000Z' });
    expect(travellerPermitStatuses(mixed, tsomgoTour, samplePermitTypes, saved.documents)[1]).toMatchObject({
      complete: true,
      missing: [],
    });
    // Deleting the documents after the trip removes the visa with the rest.
    expect(documentFilePaths(saved.documents!)).toContain(visaPath);
  });

  it('says nothing about documents for a trip no traveller needs a permit on', () => {
    expect(documentsState(booking, { permits: [] }, samplePermitTypes, null)).toEqual({});
    const foreign = { ...booking, party: [{ name: 'Lena Vogel', age: 30, gender: 'Female' as const, nationality: 'DE' }] };
    expect(documentsState({ ...foreign, travellers: 1 }, nathulaTour, samplePermitTypes, null)).toEqual({});
    expect(documentsState(booking, nathulaTour, samplePermitTypes, null)).toEqual({
      documentsDueOn: '2027-04-04',
      documentsComplete: false,
    });
  });

  it("refuses another customer's booking, a traveller not in the party and a path not given out for them", async () => {
    const { store, saved } = memoryStore();
    const input = { bookingId: 'b1', travellerIndex: 0, idType: 'passport', idNumber: 'Z1234567' };
    expect(await refusal(() => saveTravellerDocuments(store, input, { ...asha, uid: 'bob' }, clock))).toBe('permission-denied');
    expect(await refusal(() => saveTravellerDocuments(store, { ...input, bookingId: 'nope' }, asha, clock))).toBe(
      'permission-denied',
    );
    expect(await refusal(() => saveTravellerDocuments(store, { ...input, travellerIndex: 2 }, asha, clock))).toBe('invalid-data');
    expect(
      await refusal(() => saveTravellerDocuments(store, { ...input, idPath: 'travellerDocuments/bob/b1/0/id' }, asha, clock)),
    ).toBe('invalid-data');
    expect(
      await refusal(() => saveTravellerDocuments(store, { ...input, idPath: 'travellerDocuments/asha/b1/1/id' }, asha, clock)),
    ).toBe('invalid-data');
    expect(await refusal(() => saveTravellerDocuments(store, { ...input, idNumber: '<script>' }, asha, clock))).toBe(
      'invalid-data',
    );
    const cancelled = memoryStore({ ...booking, status: 'Cancelled' });
    expect(await refusal(() => saveTravellerDocuments(cancelled.store, input, asha, clock))).toBe('invalid-data');
    expect(saved.documents).toBeNull();
  });

  it('says what each traveller still lacks for the permits, and by when', () => {
    const tour = { permits: [{ permitId: 'tsomgo-nathula', day: 2 }] };
    const documents: TravellerDocuments = {
      bookingId: 'b1',
      userId: 'asha',
      endDate: '2027-04-11',
      updatedAt: '2027-03-20T10:00:00.000Z',
      travellers: [
        {
          idType: 'aadhaar',
          idNumber: '1234 5678 9012',
          idPath: 'travellerDocuments/asha/b1/0/id',
          photoPath: 'travellerDocuments/asha/b1/0/photo',
        },
      ],
    };
    const statuses = travellerPermitStatuses(booking, tour, samplePermitTypes, documents);
    expect(statuses.map((status) => [status.traveller.name, status.complete, status.missing, status.dueDate])).toEqual([
      ['Asha Rai', true, [], '2027-04-04'],
      ['Karma Rai', false, ['ID type and number', 'Copy of the ID', 'Photo'], '2027-04-04'],
    ]);
    expect(missingInLines(statuses)).toBe('Karma Rai: ID type and number, Copy of the ID, Photo');

    // A foreign national may not go to Nathula: that permit asks nothing of them.
    const foreign = {
      ...booking,
      party: [{ name: 'Lena Vogel', age: 30, gender: 'Female' as const, nationality: 'DE' }],
      travellers: 1,
    };
    expect(travellerPermitStatuses(foreign, tour, samplePermitTypes, null)[0]).toMatchObject({ complete: true, permits: [] });

    // An ID the permit does not accept is named as such.
    const passportOnly = samplePermitTypes.map((permit) =>
      permit.id === 'tsomgo-nathula' ? { ...permit, documents: { idTypes: ['passport' as const], photo: false } } : permit,
    );
    expect(travellerPermitStatuses(booking, tour, passportOnly, documents)[0]?.missing).toEqual([
      'An accepted photo ID (Passport)',
    ]);
  });
});
