export function ManageHotelsPage() {
  return <h1>Manage Hotels</h1>;
}
