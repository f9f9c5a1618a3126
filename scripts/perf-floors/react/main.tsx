// The lower floor of `npm run perf`: what React alone costs a first visit.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <h1>Bidhaul</h1>
    <p>Post a delivery, get bids from UK drivers and courier companies, follow the trip.</p>
  </StrictMode>,
);
