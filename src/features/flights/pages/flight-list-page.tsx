export function FlightListPage() {
  return <h1>Flight Search Results</h1>;
}
