import { render, screen, within } from '@testing-library/react';
import { samplePermitTypes } from '~seed/data';
import { PermitNotes, TravellerPermitDocuments, TravellerPermitWarning } from './permit-notes';

const tour = { permits: [{ permitId: 'tsomgo-nathula', day: 2 }] };

describe('PermitNotes', () => {
  it('lists the permits of the trip with what to bring, by when, who may not go and the closed weekdays', () => {
    render(<PermitNotes tour={tour} permits={samplePermitTypes} />);
    const section = screen.getByRole('region', { name: 'Permits for this trip' });
    const item = within(section).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Tsomgo Lake & Nathula protected area permit' })).toBeVisible();
    expect(item).toHaveTextContent('Day 2 of the itinerary');
    expect(item).toHaveTextContent(
      'A passport, an Aadhaar card, a voter ID card or a driving licence, and a passport-size photo.',
    );
    expect(item).toHaveTextContent('At least 3 days before the trip starts.');
    expect(item).toHaveTextContent('Only nationals of India may go to Nathula.');
    expect(item).toHaveTextContent('Nathula is closed on Mondays and Tuesdays');
    expect(item).toHaveTextContent('Foreign nationals can visit Tsomgo Lake and Baba Mandir');
  });

  it('shows nothing for a tour without permits, or before the permit types have loaded', () => {
    const { container } = render(
      <>
        <PermitNotes tour={{}} permits={samplePermitTypes} />
        <PermitNotes tour={tour} permits={undefined} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says whom each of two alternative permits is for, not that the others may not go there', () => {
    const sikkimDelight = {
      permits: [
        { permitId: 'tsomgo-nathula', day: 2 },
        { permitId: 'tsomgo-pap', day: 2 },
      ],
    };
    render(<PermitNotes tour={sikkimDelight} permits={samplePermitTypes} />);
    const [indians, others] = within(screen.getByRole('region', { name: 'Permits for this trip' })).getAllByRole('listitem');
    expect(indians).toHaveTextContent('Only nationals of India may go to Nathula.');
    expect(others).toHaveTextContent('Who it is forNationals of any country but India.');
    expect(others).toHaveTextContent('A passport, a copy of the Indian visa, and a passport-size photo.');
    expect(others).not.toHaveTextContent('may not go');
  });

  it('says what each nationality brings when they differ', () => {
    render(<PermitNotes tour={{ permits: [{ permitId: 'bhutan-entry', day: 1 }] }} permits={samplePermitTypes} />);
    expect(screen.getByText('Indian nationals: A passport or a voter ID card, and a passport-size photo.')).toBeVisible();
    expect(screen.getByText('Other nationalities: A passport, and a passport-size photo.')).toBeVisible();
  });
});

describe('TravellerPermitWarning', () => {
  it('tells a foreign national on a Nathula day that they may not go, with what they can do instead', () => {
    render(
      <TravellerPermitWarning
        tour={tour}
        permits={samplePermitTypes}
        traveller={{ name: 'Lena Vogel', age: 31, nationality: 'DE' }}
      />,
    );
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('Lena Vogel may not go to Nathula on day 2. Only nationals of India may go to Nathula.');
    expect(warning).toHaveTextContent('Foreign nationals can visit Tsomgo Lake and Baba Mandir');
  });

  it('says nothing for an Indian traveller', () => {
    render(<TravellerPermitWarning tour={tour} permits={samplePermitTypes} traveller={{ age: 31, nationality: 'IN' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('TravellerPermitDocuments', () => {
  it('lists what the traveller brings and by when', () => {
    render(
      <TravellerPermitDocuments
        tour={{ permits: [{ permitId: 'bhutan-entry', day: 1 }] }}
        permits={samplePermitTypes}
        traveller={{ age: 40, nationality: 'IN' }}
        travelDate="2027-03-20"
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Bhutan entry permit: A passport or a voter ID card, and a passport-size photo. Due by 13 Mar 2027.',
    );
  });
});
