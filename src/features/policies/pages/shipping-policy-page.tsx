export function ShippingPolicyPage() {
  return <h1>Shipping / Booking Delivery Policy</h1>;
}
