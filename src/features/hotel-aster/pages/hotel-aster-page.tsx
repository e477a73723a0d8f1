export function HotelAsterPage() {
  return <h1>Hotel Aster</h1>;
}
