import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  type To,
} from 'react-router';

/** What a test reads of, and does with, the memory router (as a data router's object reads). */
export type TestRouter = {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
};

/**
 * A MemoryRouter around `children` (the app uses declarative routes too) and a handle on its
 * location and navigation, kept current by a probe rendered inside it.
 */
export function createTestRouter(children: ReactNode, initialEntries: string[] = ['/']) {
  let current: { location: Location; historyAction: NavigationType } | undefined;
  let navigateTo: NavigateFunction | undefined;

  function Probe() {
    current = { location: useLocation(), historyAction: useNavigationType() };
    navigateTo = useNavigate();
    return null;
  }

  const router: TestRouter = {
    get state() {
      if (!current) throw new Error('the test router has not rendered yet');
      return current;
    },
    navigate: async (to, options) => {
      if (!navigateTo) throw new Error('the test router has not rendered yet');
      await navigateTo(to, options);
    },
  };
  const element = (
    <MemoryRouter initialEntries={initialEntries}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  return { router, element };
}
