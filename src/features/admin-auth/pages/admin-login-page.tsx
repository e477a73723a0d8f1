export function AdminLoginPage() {
  return <h1>Admin login</h1>;
}
