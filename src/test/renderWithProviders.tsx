/**
 * Test helpers that render with every provider of the app (Redux store, i18next with all namespaces loaded,
 * MUI theme, notistack) inside a memory router.
 *
 *   renderWithProviders(ui, { route?, path?, preloadedState?, store?, persist? })
 *     → { store, user, router, ...RTL render result }
 *   router: { state: { location, historyAction }, navigate(to) }: where the memory router is now, and a way to go
 *   renderApp({ route?, preloadedState?, store?, persist? })   the real route table (src/app/router.tsx)
 *
 * - route: the starting URL (default '/vi'); its first segment, when vi/en, becomes the interface language.
 * - path: the route pattern `ui` is mounted at, e.g. '/:lang/search' so useParams works; other URLs render
 *   nothing (navigations are visible in router.state.location). Without it `ui` renders at every URL.
 * - preloadedState: slices to start from (persisted slices without `_persist`).
 * - store: an existing store (then preloadedState is ignored).
 * - persist: also restore/save persisted slices through localStorage (PersistGate; use findBy*).
 * - user: userEvent.setup().
 * Server calls go to the mock content service only when the test starts it (mocks/node.ts).
 */
import { useLayoutEffect, type ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { InternalLinks } from '@/components/AppLink';
import { routes as appRoutes } from '@/app/router';
import { makeStore, startPersistence, type AppStore, type PreloadedState } from '@/app/store';
import { parseLanguageIgnoringCase } from '@/domain/shared/language';
import { setTestLanguage } from './i18n';

// jsdom does not implement scrolling; the layout scrolls to the top on every path change.
if (typeof window !== 'undefined' && !jest.isMockFunction(window.scrollTo)) {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}

export interface ProviderOptions {
  route?: string;
  preloadedState?: PreloadedState;
  store?: AppStore;
  persist?: boolean;
}

export interface RenderWithProvidersOptions
  extends ProviderOptions, Omit<RenderOptions, 'queries' | 'wrapper'> {
  path?: string;
}

/** The test's view of the memory router: its location now, and navigation from outside the page. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
}

/** Tells the test where the memory router is after each change (renders nothing). */
function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({
      state: { location, historyAction },
      navigate: async (to, options) => {
        await navigate(to, options);
      },
    });
  }, [onChange, location, historyAction, navigate]);
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderRoutes(
  routeObjects: RouteObject[],
  options: ProviderOptions & Omit<RenderOptions, 'queries' | 'wrapper'>,
) {
  const {
    route = '/vi',
    preloadedState,
    store = makeStore(preloadedState),
    persist = false,
    ...renderOptions
  } = options;
  const lang = parseLanguageIgnoringCase(route.split(/[/?#]/)[1]);
  if (lang) setTestLanguage(lang);
  const persistor = persist ? startPersistence(store) : undefined;
  const router = {} as TestRouter;
  const follow = (now: TestRouter) => Object.assign(router, now);
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={[route]}>
        <RouterProbe onChange={follow} />
        <InternalLinks />
        <RouteTable routes={routeObjects} />
      </MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return { store, user, router, ...result };
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { path, ...rest } = options;
  const routeObjects: RouteObject[] = path
    ? [
        { path, element: ui },
        { path: '*', element: null },
      ]
    : [{ path: '*', element: ui }];
  return renderRoutes(routeObjects, rest);
}

/** Render the whole site (layout + route table) at `route`. */
export function renderApp(options: ProviderOptions & Omit<RenderOptions, 'queries' | 'wrapper'> = {}) {
  return renderRoutes(appRoutes, options);
}
