import { describe, expect, it } from 'vitest';
import { samplePermitTypes } from '../../../seed/data';
import type { PermitType } from '../../../src/backend/schemas';
import { expectCode, signUpCustomer, type ContractContext } from '../harness';

const byName = (a: PermitType, b: PermitType) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

/** The permit types the operator keeps (public, admin-written), and the permits a tour names per day. */
export function permitCases({ harness, backend }: ContractContext) {
  describe('permit types', () => {
    it('are read by anyone, by name, and start as the sample permits', async () => {
      const permits = await backend().permits.list();
      expect(permits).toEqual([...samplePermitTypes].sort(byName));
      await signUpCustomer(backend(), 'Pema');
      expect((await backend().permits.list()).map((permit) => permit.id)).toContain('tsomgo-nathula');
    });

    it('are created, replaced and deleted by the admin only, checked whole', async () => {
      const nathula = samplePermitTypes.find((permit) => permit.id === 'tsomgo-nathula')!;
      const dzongu: PermitType = {
        id: 'dzongu',
        name: 'Dzongu permit',
        place: 'Dzongu',
        documents: { idTypes: ['aadhaar', 'voter-id'], photo: false },
        excludedNationalities: ['CN'],
        minimumAge: 5,
        closedWeekdays: [0],
        documentsDueDaysBefore: 7,
        note: 'Lepcha country: a permit from the district office in Mangan.',
      };
      await expectCode(backend().permits.save(dzongu), 'permission-denied');
      await expectCode(backend().permits.remove('tsomgo-nathula'), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().permits.save(dzongu), 'permission-denied');
      await expectCode(backend().permits.remove('tsomgo-nathula'), 'permission-denied');

      await harness.signInAdmin(backend());
      await backend().permits.save(dzongu);
      const openEveryDay = { ...nathula, closedWeekdays: [1] };
      await backend().permits.save(openEveryDay);
      const listed = await backend().permits.list();
      expect(listed.find((permit) => permit.id === 'dzongu')).toEqual(dzongu);
      expect(listed.find((permit) => permit.id === 'tsomgo-nathula')?.closedWeekdays).toEqual([1]);

      await expectCode(backend().permits.save({ ...dzongu, id: 'Dzongu Permit' }), 'invalid-data');
      await expectCode(backend().permits.save({ ...dzongu, documents: { idTypes: [], photo: true } }), 'invalid-data');
      await expectCode(backend().permits.save({ ...dzongu, closedWeekdays: [7] }), 'invalid-data');
      await expectCode(backend().permits.save({ ...dzongu, excludedNationalities: { allowOnly: [] } }), 'invalid-data');

      await backend().permits.remove('dzongu');
      expect((await backend().permits.list()).map((permit) => permit.id)).not.toContain('dzongu');
    });

    it("keep a tour's permits per itinerary day as the admin saved them", async () => {
      const sikkim = await backend().tours.get('sikkim-delight');
      // Tsomgo on day 2: Indian nationals' permit, and its alternative for foreign nationals (PAP).
      expect(sikkim?.permits).toEqual([
        { permitId: 'tsomgo-nathula', day: 2 },
        { permitId: 'tsomgo-pap', day: 2 },
      ]);

      await harness.signInAdmin(backend());
      const permits = [
        { permitId: 'tsomgo-nathula', day: 2 },
        { permitId: 'north-sikkim', day: 4 },
      ];
      await backend().tours.update({ ...sikkim!, permits });
      expect((await backend().tours.get('sikkim-delight'))?.permits).toEqual(permits);
      await backend().tours.update({ ...sikkim!, permits: [] });
      expect((await backend().tours.get('sikkim-delight'))?.permits).toEqual([]);
      await expectCode(backend().tours.update({ ...sikkim!, permits: [{ permitId: 'nathula', day: 0 }] }), 'invalid-data');
    });
  });
}
