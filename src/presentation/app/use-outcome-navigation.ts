import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** A presenter whose action can end somewhere else: it says where, the screen goes. */
export interface NavigationOutcome {
  /** Where to go next; null while the screen stays. */
  readonly navigateTo: string | null;
  /** What the next page is handed with it, in its history entry (not in the address). */
  readonly navigateState?: object | null;
  /** The screen went there. */
  navigated(): void;
}

/** Goes where the presenter's last action says, once. The one way screens navigate after an action. */
export function useOutcomeNavigation(
  presenter: NavigationOutcome,
  options: { replace?: boolean } = {},
): void {
  const navigate = useNavigate();
  const target = presenter.navigateTo;
  const state = presenter.navigateState ?? null;
  const replace = options.replace ?? false;
  useEffect(() => {
    if (!target) return;
    presenter.navigated();
    void navigate(target, { replace, state });
  }, [target, state, presenter, navigate, replace]);
}
