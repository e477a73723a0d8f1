export function HomePage() {
  return <h1>Your Journey Begins Here</h1>;
}
