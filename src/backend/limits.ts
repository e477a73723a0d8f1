/**
 * Sizes and ranges of every stored value. The zod schemas are built from these, and firestore.rules repeats
 * them (each rule names the constant it mirrors): the rules are never looser than the schemas, so a document
 * the rules accept is never one the app then skips as malformed.
 */
export const limits = {
  /** Names and titles: tours, hotels, rooms, articles, airlines, places. */
  title: 120,
  /** A room type's name: a booking of it is named `<name>, Hotel Aster`, which must stay within `title`. */
  roomName: 107,
  /** Airline and places of a flight: a booking of it is named `<airline>, <origin> to <destination>` (≤ `title`). */
  airline: 40,
  place: 36,
  /** A city of a flight request, as the customer types it (no listed flight stands behind it). */
  flightRequestPlace: 48,
  /** An id the operator gives in lowercase words (an option's, a permit type's, a rate period's): 'nathula-excursion'. */
  slugId: 40,
  /** A booking's reference as the customer reads it ('AST-SHVK9'), kept on a quote that became a booking. */
  bookingReference: 20,
  /** A password as typed at sign-in (Firebase Auth checks the rest; this only bounds what is sent). */
  password: 200,
  /** A person's name as typed in a form. */
  personName: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** Phone numbers in E.164: '+' and at most 15 digits. */
  phone: 16,
  /** One list item: a highlight, an inclusion, a destination, a tag. */
  listItem: 200,
  /** A paragraph: descriptions, itinerary days, enquiry messages, notes. */
  text: 2000,
  /** A tour's own description. */
  longText: 6000,
  /** An article's HTML (Firestore documents hold at most 1 MiB). */
  articleHtml: 300_000,
  /** Image addresses, including Storage download URLs with their token. */
  url: 2048,
  /** Free-text duration such as '5 Nights / 6 Days'. */
  duration: 60,

  /** Rupees per person for a tour, per night for a hotel, per ticket for a flight. */
  price: 10_000_000,
  /** Rupees for one booking. */
  totalPrice: 100_000_000,
  /** A room rate per night. */
  roomRate: 1_000_000,
  /** Rooms of one Hotel Aster room type. */
  roomsOfType: 50,
  /** Guests one room sleeps. */
  roomGuests: 10,
  /** Seats on one tour departure. */
  departureSeats: 500,
  /** Fixed departures listed for one tour. */
  departures: 120,
  /** Travellers on one tour booking, passengers on one flight booking. */
  tourTravellers: 20,
  flightPassengers: 9,
  /**
   * Beyond any party a booking could hold: a request claiming more is refused by its shape before any traveller is
   * read (placeBooking refuses 21 to this many in its own words).
   */
  requestParty: 100,
  /** Longest stay bookable online. */
  stayNights: 30,
  /** Highest GST rate, in percent: the 40% slab (since 22 September 2025; the 28% slab is gone). */
  gstRate: 40,
  /** TCS rates kept by the date they apply from. */
  tcsPeriods: 12,
  /** A tax document's number: at most 16 characters (CGST Rule 46), its sequence padded to this many digits. */
  documentNumber: 16,
  documentSequenceDigits: 5,
  /** Most days before travel the operator may ask for the balance. */
  balanceDueDays: 180,
  /** Most days after confirming a booking the operator may give for its advance. */
  advanceDueDays: 30,
  /** Oldest age a traveller can be given, and the oldest a child's price can reach (18 is an adult). */
  travellerAge: 120,
  childAge: 17,
  /** Seats of one vehicle option (a Tempo Traveller takes 12 to 26, a bus more). */
  vehicleSeats: 60,
  /** The place of an item in the operator's lists (rooms, rate periods): 0 first. */
  displayOrder: 999,
  /** Priced options of one tour (vehicles, pick-ups, excursions, extras). */
  tourOptions: 24,
  /** The operator's peak periods, and a tour's prices over them. */
  peakPeriods: 24,
  /** Lines of one booking's price. */
  priceLines: 40,
  /** Hotel Aster's named rate periods (Puja, New Year...), and closed date ranges. */
  ratePeriods: 12,
  closedDates: 24,
  /** Permit types the operator keeps, and the permits one tour names. */
  permitTypes: 40,
  tourPermits: 20,
  /** Nationalities one permit type names (barred, or the only ones admitted). */
  permitNationalities: 60,
  /** Places within one permit's area that a tailored trip's days may name. */
  permitAreaPlaces: 30,
  /** Most days before a trip a permit's documents may be due. */
  permitDueDays: 60,
  /** An identity document's number (passport, Aadhaar, voter ID, driving licence), and a permit's number. */
  idNumber: 40,
  /** A UPI transaction reference (UTR): the digits a UPI app shows for a payment made. */
  utrDigits: 12,
  /** Payments one booking's customer may say they made: enough for mistyped references, not a flood. */
  paymentClaims: 10,
  /** What a customer adds to a payment they say they made ('paid from my husband's account'). */
  paymentClaimNote: 200,
  /** A picture the operator uploads (storage.rules holds the same bound). */
  imageBytes: 5 * 1024 * 1024,
  /** A payment's screenshot the customer may add to "I have paid" (storage.rules holds the same bound). */
  paymentScreenshotBytes: 5 * 1024 * 1024,
  /** A traveller's document file: a photo ID, a passport-size photo, a visa (storage.rules holds the same bound). */
  travellerFileBytes: 5 * 1024 * 1024,

  /** List lengths. */
  destinations: 20,
  highlights: 30,
  inclusions: 30,
  itineraryDays: 30,
  bestFor: 8,
  facilities: 12,
  gallery: 24,
  hotelImages: 20,
  tags: 20,
  seasonRanges: 6,
  roomTypes: 12,
  statusHistory: 100,
  /** Replies one enquiry keeps (its thread; the oldest go first beyond it), and the operator's reply templates. */
  enquiryReplies: 50,
  replyTemplates: 20,
  /** Travellers an enquiry may mention (a question, not a booking: a school group asks too). */
  enquiryTravellers: 50,
  /** Versions one quote may be sent in. */
  quoteVersions: 1000,
  /** Versions one quote keeps (each one sent; the oldest go first beyond it), and the customer's change requests. */
  quoteVersionsKept: 20,
  quoteChangeRequests: 30,
  /** Days, stays, and inclusions or exclusions of one quote (and of the tailored trip it books). */
  quoteDays: 30,
  quoteStays: 30,
  quoteListItems: 30,
  /**
   * Enquiries accepted per hour from one contact (as its owner is reached: domain/rate-keys.ts) and from one caller
   * (IP address); and the operator's enquiry e-mails per hour from everybody together, so that many callers cannot
   * bury the operator's inbox: past it an enquiry is still stored and listed, only not e-mailed.
   */
  enquiriesPerContactPerHour: 5,
  enquiriesPerCallerPerHour: 20,
  enquiryMailsPerHour: 60,
  /** Places, and tours, one travel alert names. */
  alertPlaces: 20,
  /** Most alerts the public read returns: the banner never needs more. */
  activeAlerts: 20,
  /** The key of an alert's words that a booking told about it keeps (eight hex digits of a hash). */
  alertWordsKey: 8,
  /** Bookings one alert's record of "Notify all" names: four presses at the most one transaction writes. */
  alertTold: 2000,
  /** Search terms one article stores (word starts for the blog's keyword search). */
  articleSearchTerms: 4000,
  /** Search keys one booking stores: enough for a long name and a long tour name; Firestore indexes each entry. */
  bookingSearchKeys: 200,
  /**
   * The booking policy's highest values: open requests and room-nights held per account, hours a request holds;
   * the share of rooms and seats Pending requests of all accounts may hold (percent), and the hours an account
   * whose hold lapsed waits before holding the same again (the seats one account holds are bounded by
   * departureSeats). The operator's values, and their defaults, are in domain/booking-policy.ts.
   */
  openRequests: 20,
  heldRoomNights: 400,
  holdHours: 720,
  pendingHoldPercent: 100,
  holdCooldownHours: 720,
  /** Writes one Firestore transaction takes: an operator's move or "Notify all" bigger than this is refused. */
  transactionWrites: 500,
  /** Bookings whose documents one deletion clears: one transaction's reads and writes stay far below Firestore's 500. */
  documentsPurged: 100,
  /**
   * Hours a traveller's uploaded file that no documents record names is kept before the purge removes it. A
   * customer's save follows the upload within a minute; a file this old was left by an upload never saved (a closed
   * tab, a lost connection), and a younger one may be an upload whose save is on its way.
   */
  unsavedDocumentFileHours: 24,
  /** Files one page of the travellers' documents' Storage listing holds, while the purge looks for unsaved ones. */
  documentFilesListed: 500,
  /** The highest point of an itinerary day, in metres (Gurudongmar Lake is about 5,430 m). */
  altitudeM: 9000,
  /** Emergency numbers on the trip pack (police, ambulance, tourism helpline...). */
  emergencyNumbers: 10,
  /** A short dialled number such as 112 or a full phone number, as typed. */
  dialNumber: 20,
} as const;
