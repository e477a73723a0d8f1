export function ItinerariesPage() {
  return <h1>Itineraries</h1>;
}
