export function ManageToursPage() {
  return <h1>Manage Tours</h1>;
}
