/**
 * The Redux store factory: one store per browser page (src/start/app.tsx), per server request (src/entry-server.tsx)
 * and per test. `extra` is the thunk extra argument (on the server: headers forwarded to the content service).
 */
import { configureStore } from '@reduxjs/toolkit';
import { persistStore, type Persistor } from 'redux-persist';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from '@/lib/persist';
import type { AppDispatch as KernelDispatch, RootState } from '@/lib/state/rootState';
import type { ServerRequestExtra } from '@/api/ssr';
import { apiMiddleware, rootReducer } from './rootReducer';

export type { RootState };

/**
 * Compile-time check: the root reducer makes exactly the state that src/lib/state/rootState.ts declares (the kernel's
 * parts plus what each feature slice adds), and the store's dispatch is the kernel's AppDispatch.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RootStateMatchesReducer = Holds<Same<ReturnType<typeof rootReducer>, RootState>>;

/** A preloaded state for tests: any slice, persisted ones without their `_persist` marker. */
export type PreloadedState = {
  [K in keyof RootState]?: RootState[K] extends { _persist: unknown }
    ? Omit<RootState[K], '_persist'>
    : RootState[K];
};

export interface StoreOptions {
  extra?: ServerRequestExtra;
  /** Wraps the root reducer (the server uses it, see src/entry-server.tsx). */
  enhanceReducer?: (reducer: typeof rootReducer) => typeof rootReducer;
}

export function makeStore(preloadedState?: PreloadedState, options: StoreOptions = {}) {
  return configureStore({
    reducer: options.enhanceReducer ? options.enhanceReducer(rootReducer) : rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: options.extra ?? {} },
        // Development-only checks; the default warning threshold is noise on slow shared test machines.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: {
          warnAfter: 200,
          // redux-persist's actions carry functions (register, rehydrate).
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      }).concat(...apiMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type DispatchMatchesKernel = Holds<AppDispatch extends KernelDispatch ? true : false>;

/** Start saving/restoring the persisted slices of `store`. */
export function startPersistence(appStore: AppStore): Persistor {
  return persistStore(appStore);
}
