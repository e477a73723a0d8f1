/**
 * The operator (an admin), as the backend's own session knows them: their admin claim is checked before any of the
 * operator's writes runs, and their address is what the history and the e-mails record as "by".
 */
export interface Operator {
  uid: string;
  email: string;
}
