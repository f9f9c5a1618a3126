/**
 * The configuration is read and checked once, at start: one the portal cannot start with (say a
 * malformed API address) lists its problems on this page, never a blank screen. Plain HTML and
 * inline styles: it renders before any theme exists.
 */
export function StartupError({ problems }: { problems: readonly string[] }) {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '10vh auto',
        padding: 24,
        lineHeight: 1.5,
      }}
    >
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
