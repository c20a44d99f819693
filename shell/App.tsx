export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '3rem auto', padding: '0 1rem', lineHeight: 1.6 }}>
      <h1>Tui Vets portal</h1>
      <p>
        The portal is being assembled. The clinic widgets already run on the{' '}
        <a href="/demo/">demo clinic website</a>.
      </p>
    </main>
  );
}
