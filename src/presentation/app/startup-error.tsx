/** Decisions M3: a bad configuration shows what is wrong, never a blank screen. No MUI needed. */
export function StartupError({ problems }: { problems: readonly string[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '10vh auto', padding: 24, lineHeight: 1.5 }}>
      <h1 style={{ fontSize: '1.5rem' }}>Bidhaul cannot start</h1>
      <p>The portal&apos;s configuration has a problem:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>Fix the environment variables and build again. The README lists them.</p>
    </main>
  );
}
