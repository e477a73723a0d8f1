export function TourDetailPage() {
  return <h1>Tour</h1>;
}
