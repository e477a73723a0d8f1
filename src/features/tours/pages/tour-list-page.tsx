export function TourListPage() {
  return <h1>Our Tour Packages</h1>;
}
