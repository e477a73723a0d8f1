/**
 * Who asks a write of the domain, and when, as every store-taking function receives them: the backend's own
 * session and clock, never what a form typed. Its own module because the request functions and the modules they
 * use both name them (customer-requests.ts books through booking-request.ts, which reads traveller-documents.ts).
 */

/** A signed-in customer, as the backend's own session knows them. */
export interface Caller {
  uid: string;
  /** The account's address. */
  email: string;
  /** Whether the account has proved it owns that address: only then does it receive our e-mails. */
  emailVerified: boolean;
}

export interface RequestClock {
  /** Milliseconds; never repeats within one backend, so two requests in one millisecond still order. */
  now: number;
}
