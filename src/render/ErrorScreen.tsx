/** The spec's screen for a router or render failure (point 8). */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  return (
    <main id="main" className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <h2>{`${status} ${message}`}</h2>
    </main>
  );
}
