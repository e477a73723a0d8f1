export function HotelBookingsPage() {
  return <h1>Hotel Bookings</h1>;
}
