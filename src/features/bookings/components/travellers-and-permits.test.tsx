import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/render';
import { bookNathulaTrip, bookSikkimDelight, sikkimDelightStart } from '@/testing/tour-dates';
import { addDays } from '@/backend/domain/calendar';
import { formatCalendarDate } from '@/lib/format';
import { freshBackend, testCustomer } from '@/testing/backend';
import { MyBookingsPage } from '../pages/my-bookings-page';

/** A start that puts the Nathula day (the second) on a day Nathula is open. */
const afterWrite = { timeout: 5000 };

async function customerWithNathulaTrip() {
  const backend = freshBackend();
  const { booking } = await bookNathulaTrip(backend, 60);
  return { backend, booking };
}

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

describe('Travellers and permits in My bookings', () => {
  it("says what each traveller still needs and by when, and saves one traveller's ID and photo", async () => {
    const { backend, booking } = await customerWithNathulaTrip();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });

    const section = await screen.findByRole('region', { name: 'Travellers and permits' }, afterWrite);
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Asha Rai');
    // Nathula wants the documents 3 days before the trip: the booking's date, as the e-mail and the trip pack say it.
    const due = formatCalendarDate(addDays(booking.travelDate, -3));
    expect(booking.documentsDueOn).toBe(addDays(booking.travelDate, -3));
    expect(section).toHaveTextContent(`For the permits, please give each traveller’s name, gender and photo ID below by ${due}.`);
    expect(rows[0]).toHaveTextContent(`Missing: ID type and number, Copy of the ID, Photo. Due by ${due}.`);

    await user.click(within(section).getByRole('button', { name: 'Add documents for Asha Rai' }));
    const form = within(section).getByRole('form', { name: 'Documents for Asha Rai' });
    await user.selectOptions(within(form).getByLabelText('ID type'), 'aadhaar');
    // An Indian national has no Indian visa to give.
    expect(within(form).queryByLabelText('Copy of the Indian visa')).toBeNull();
    // A file the permit office cannot take is refused where it was chosen.
    await user.upload(within(form).getByLabelText('Passport-size photo'), file('asha.svg', 'image/svg+xml'));
    expect(within(form).getByLabelText('Passport-size photo')).toHaveAccessibleDescription(
      /Please choose a JPEG, PNG or WebP picture, or a PDF\./,
    );
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(within(form).getByLabelText('ID number')).toHaveAccessibleDescription('Please enter the ID number');

    await user.type(within(form).getByLabelText('ID number'), '1234 5678 9012');
    await user.upload(within(form).getByLabelText('Copy of the ID'), file('aadhaar.pdf', 'application/pdf'));
    await user.upload(within(form).getByLabelText('Passport-size photo'), file('asha.jpg', 'image/jpeg'));
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));

    expect(await screen.findByText('Documents saved for Asha Rai.', {}, afterWrite)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Documents complete'), afterWrite);
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Missing: ID type and number');

    const [stored] = await backend.travellerDocuments.listMine();
    expect(stored?.bookingId).toBe(booking.id);
    expect(stored?.travellers[0]).toMatchObject({ idType: 'aadhaar', idNumber: '1234 5678 9012' });
    expect(stored?.travellers[0]?.photoPath).toMatch(/\/0\/photo$/);
    await expect(backend.travellerDocuments.file(stored!.travellers[0]!.photoPath!)).resolves.toBeDefined();
  });

  it('asks a foreign national on the Tsomgo day for a copy of the Indian visa with the passport, and saves it', async () => {
    const backend = freshBackend();
    await backend.auth.signUp(testCustomer);
    const start = sikkimDelightStart(60);
    await backend.bookings.create({
      kind: 'tour',
      itemId: 'sikkim-delight',
      userName: testCustomer.name,
      userEmail: testCustomer.email,
      phone: '+447700900123',
      travelDate: start,
      endDate: addDays(start, 5),
      travellers: 2,
      party: [
        { name: 'Emma Hale', age: 41, gender: 'Female', nationality: 'GB' },
        { name: 'Tom Hale', age: 43, gender: 'Male', nationality: 'GB' },
      ],
    });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });

    const section = await screen.findByRole('region', { name: 'Travellers and permits' }, afterWrite);
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(
      'Missing: ID type and number, Copy of the ID, Photo, Copy of the Indian visa.',
    );
    await user.click(within(section).getByRole('button', { name: 'Add documents for Emma Hale' }));
    const form = within(section).getByRole('form', { name: 'Documents for Emma Hale' });
    await user.type(within(form).getByLabelText('ID number'), 'C01X00T47');
    await user.upload(within(form).getByLabelText('Copy of the ID'), file('passport.pdf', 'application/pdf'));
    await user.upload(within(form).getByLabelText('Passport-size photo'), file('emma.jpg', 'image/jpeg'));
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(await screen.findByText('Documents saved for Emma Hale.', {}, afterWrite)).toBeInTheDocument();
    await waitFor(
      () => expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Missing: Copy of the Indian visa.'),
      afterWrite,
    );

    await user.click(within(section).getByRole('button', { name: 'Add documents for Emma Hale' }));
    const again = within(section).getByRole('form', { name: 'Documents for Emma Hale' });
    await user.upload(within(again).getByLabelText('Copy of the Indian visa'), file('visa.pdf', 'application/pdf'));
    await user.click(within(again).getByRole('button', { name: 'Save documents' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Documents complete'), afterWrite);
    const [stored] = await backend.travellerDocuments.listMine();
    expect(stored?.travellers[0]?.visaPath).toMatch(/\/0\/visa$/);
    await expect(backend.travellerDocuments.file(stored!.travellers[0]!.visaPath!)).resolves.toBeDefined();
  });

  it("asks an adult's age the request left for later, 18 or over, with the documents", async () => {
    const backend = freshBackend();
    const start = sikkimDelightStart(60);
    await bookSikkimDelight(backend, start, [{ nationality: 'IN' }]);
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });

    const section = await screen.findByRole('region', { name: 'Travellers and permits' }, afterWrite);
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(/Missing: Full name as on the ID, Gender, Age, /);
    await user.click(within(section).getByRole('button', { name: 'Add documents for Traveller 1' }));
    const form = within(section).getByRole('form', { name: 'Documents for Traveller 1' });
    await user.type(within(form).getByLabelText('Full name (as on the ID)'), 'Pema Lhamu');
    await user.selectOptions(within(form).getByLabelText('Gender'), 'Female');
    await user.type(within(form).getByLabelText('Age'), '16');
    await user.type(within(form).getByLabelText('ID number'), '1234 5678 9012');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(within(form).getByLabelText('Age')).toHaveAccessibleDescription(
      'Please give the age in years: 18 or over, as this traveller was booked as an adult.',
    );
    await user.clear(within(form).getByLabelText('Age'));
    await user.type(within(form).getByLabelText('Age'), '41');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));

    expect(await screen.findByText('Documents saved for Pema Lhamu.', {}, afterWrite)).toBeInTheDocument();
    const [stored] = await backend.bookings.listMine();
    expect(stored?.party?.[0]).toEqual({ name: 'Pema Lhamu', age: 41, gender: 'Female', nationality: 'IN' });
  });

  it('asks a name the request left for later, with the documents, and the traveller is then named', async () => {
    const backend = freshBackend();
    const start = sikkimDelightStart(60);
    await bookSikkimDelight(backend, start, [
      { name: 'Asha Rai', age: 34, gender: 'Female', nationality: 'IN' },
      { age: 8, nationality: 'IN' },
    ]);
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await renderWithApp(<MyBookingsPage />, { backend, path: '/account/bookings' });

    const section = await screen.findByRole('region', { name: 'Travellers and permits' }, afterWrite);
    const child = within(section).getAllByRole('listitem')[1]!;
    expect(child).toHaveTextContent('Traveller 2');
    expect(child).toHaveTextContent(/Missing: Full name as on the ID, Gender, ID type and number/);

    await user.click(within(section).getByRole('button', { name: 'Add documents for Traveller 2' }));
    const form = within(section).getByRole('form', { name: 'Documents for Traveller 2' });
    await user.type(within(form).getByLabelText('ID number'), '1234 5678 9012');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));
    expect(within(form).getByLabelText('Full name (as on the ID)')).toHaveAccessibleDescription(
      'Please enter the traveller’s full name.',
    );
    await user.type(within(form).getByLabelText('Full name (as on the ID)'), 'Mira Rai');
    await user.selectOptions(within(form).getByLabelText('Gender'), 'Female');
    await user.click(within(form).getByRole('button', { name: 'Save documents' }));

    expect(await screen.findByText('Documents saved for Mira Rai.', {}, afterWrite)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Mira Rai'), afterWrite);
    expect(within(section).getAllByRole('listitem')[1]).not.toHaveTextContent('Full name as on the ID');
    expect(within(section).getAllByRole('listitem')[1]).not.toHaveTextContent(/Missing: .*Gender/);
    const [stored] = await backend.bookings.listMine();
    expect(stored?.party?.[1]).toEqual({ name: 'Mira Rai', age: 8, gender: 'Female', nationality: 'IN' });
  });
});
