import { describe, expect, it } from 'vitest';
import type { EnquiryInput } from '../../../src/backend/schemas';
import { expectCode, type ContractContext } from '../harness';

const enquiry: EnquiryInput = {
  name: 'Sonam Bhutia',
  contact: 'sonam@example.com',
  subject: 'Hotel Aster',
  travelDate: '2031-10-02',
  travellers: 4,
  message: 'Do you have two connecting rooms for the Durga Puja week?',
};

export function enquiryCases({ harness, backend }: ContractContext) {
  describe('enquiries', () => {
    it('are sent by anyone and e-mailed to the operator; the admin lists them and marks them handled', async () => {
      const sent = await backend().enquiries.create(enquiry);
      expect(sent).toMatchObject({ ...enquiry, handled: false });
      await backend().enquiries.create({
        ...enquiry,
        contact: '+919800012345',
        subject: 'Sikkim Delight',
        travelDate: '',
        travellers: undefined,
      });
      await expectCode(backend().enquiries.page({ size: 10 }), 'permission-denied');

      // The operator's address is the admin's to read, as the enquiry's sender never learns it.
      await expectCode(backend().settings.notifications(), 'permission-denied');
      await harness.signInAdmin(backend());
      const listed = (await backend().enquiries.page({ size: 10 })).items;
      expect(listed.map((e) => e.subject)).toEqual(['Sikkim Delight', 'Hotel Aster']);
      await backend().enquiries.setHandled(sent.id, true);
      expect((await backend().enquiries.page({ size: 10 })).items.find((e) => e.id === sent.id)?.handled).toBe(true);

      const { operatorEmail } = await backend().settings.notifications();
      const mail = (await backend().mail.latest(10)).find((message) => message.id.startsWith(sent.id));
      expect(mail).toMatchObject({
        to: operatorEmail,
        template: {
          name: 'enquiry',
          data: {
            name: 'Sonam Bhutia',
            contact: 'sonam@example.com',
            subject: 'Hotel Aster',
            travelDate: '2 Oct 2031',
            travellers: 4,
            message: enquiry.message,
          },
        },
      });
    });

    it('refuse empty and oversized fields', async () => {
      await expectCode(backend().enquiries.create({ ...enquiry, message: '' }), 'invalid-data');
      await expectCode(backend().enquiries.create({ ...enquiry, message: 'x'.repeat(2001) }), 'invalid-data');
      await expectCode(backend().enquiries.create({ ...enquiry, name: '' }), 'invalid-data');
      await harness.signInAdmin(backend());
      expect((await backend().enquiries.page({ size: 10 })).items).toEqual([]);
    });
  });
}
