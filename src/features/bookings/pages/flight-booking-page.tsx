export function FlightBookingPage() {
  return <h1>Flight booking</h1>;
}
