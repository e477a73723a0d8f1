export function CancellationPolicyPage() {
  return <h1>Cancellation & Refund Policy</h1>;
}
