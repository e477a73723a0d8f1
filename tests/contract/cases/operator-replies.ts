import { describe, expect, it } from 'vitest';
import { defaultReplyTemplates } from '../../../src/backend/domain/replies';
import { expectCode, signUpCustomer, tourRequest, type ContractContext } from '../harness';

/** The operator's morning: replies to enquiries, their templates, the enquiries awaiting a reply, the note on a confirmation. */
export function operatorReplyCases({ harness, backend }: ContractContext) {
  describe("the operator's replies", () => {
    it('reply to an e-mail enquiry through the Outbox, to a phone on WhatsApp; each marks it handled and joins its thread', async () => {
      const byMail = await backend().enquiries.create({
        name: 'Sonam Bhutia',
        contact: 'sonam@example.com',
        subject: 'Hotel Aster',
        message: 'Two rooms in May?',
      });
      const byPhone = await backend().enquiries.create({
        name: 'Dorjee Lepcha',
        contact: '+919800012345',
        subject: 'Sikkim Delight',
        message: 'October?',
      });
      await expectCode(backend().enquiries.reply(byMail.id, { text: 'Yes.' }), 'permission-denied');
      await expectCode(backend().enquiries.countAwaitingReply(), 'permission-denied');
      await signUpCustomer(backend(), 'Karma');
      await expectCode(backend().enquiries.reply(byMail.id, { text: 'Yes.' }), 'permission-denied');
      await backend().auth.signOut();
      const admin = await harness.signInAdmin(backend());
      expect(await backend().enquiries.countAwaitingReply()).toBe(2);
      expect((await backend().enquiries.awaitingReply(1)).map((e) => e.id)).toEqual([byMail.id]);

      const reply = await backend().enquiries.reply(byMail.id, { text: 'Namaste Sonam, yes: two rooms are free.' });
      expect(reply).toMatchObject({ via: 'email', by: admin.email, text: 'Namaste Sonam, yes: two rooms are free.' });
      await backend().enquiries.reply(byPhone.id, { text: 'Namaste Dorjee, October works.' });
      await backend().enquiries.reply(byMail.id, { text: 'And breakfast is included.' });

      const listed = (await backend().enquiries.page({ size: 10 })).items;
      const sonam = listed.find((e) => e.id === byMail.id);
      expect(sonam?.handled).toBe(true);
      expect(sonam?.replies?.map((r) => [r.via, r.text])).toEqual([
        ['email', 'Namaste Sonam, yes: two rooms are free.'],
        ['email', 'And breakfast is included.'],
      ]);
      expect(listed.find((e) => e.id === byPhone.id)?.replies?.map((r) => r.via)).toEqual(['whatsapp']);
      expect(await backend().enquiries.countAwaitingReply()).toBe(0);
      expect(await backend().enquiries.awaitingReply(10)).toEqual([]);

      const replies = (await backend().mail.latest(20)).filter((message) => message.template.name === 'enquiry-reply');
      expect(replies.map((message) => message.to)).toEqual(['sonam@example.com', 'sonam@example.com']);
      expect(replies.find((m) => m.template.data.message === 'And breakfast is included.')?.template.data).toMatchObject({
        name: 'Sonam Bhutia',
        subject: 'Hotel Aster',
        enquiry: 'Two rooms in May?',
      });
      await expectCode(backend().enquiries.reply(byMail.id, { text: '  ' }), 'invalid-data');
      await expectCode(backend().enquiries.reply('no-such-enquiry', { text: 'Hello' }), 'not-found');
    });

    it('keep the reply templates, the samples until the operator saves their own, admin only', async () => {
      await expectCode(backend().settings.replyTemplates(), 'permission-denied');
      await harness.signInAdmin(backend());
      expect(await backend().settings.replyTemplates()).toEqual(defaultReplyTemplates);
      expect(defaultReplyTemplates.templates).toHaveLength(3);
      const own = { templates: [{ title: 'Sold out', text: 'Namaste {name}, {subject} is full on those dates.' }] };
      await backend().settings.saveReplyTemplates(own);
      expect(await backend().settings.replyTemplates()).toEqual(own);
      await expectCode(backend().settings.saveReplyTemplates({ templates: [{ title: '', text: 'x' }] }), 'invalid-data');
    });

    it("put the operator's note in the customer's confirmation e-mail", async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      await harness.verifyEmail(customer.email);
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Confirmed', '  The driver will call a day before.  ');
      const mail = (await backend().mail.latest(20)).find(
        (message) => message.template.name === 'booking-confirmed' && message.to === customer.email,
      );
      expect(mail?.template.data.note).toBe('The driver will call a day before.');
    });
  });
}
