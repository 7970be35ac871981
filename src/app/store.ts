/**
 * The Redux store: `makeStore(preloadedState?)` for tests and `store` / `persistor` for the app.
 */
import { configureStore } from '@reduxjs/toolkit';
import { persistStore, type Persistor } from 'redux-persist';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from './persist';
import { apiMiddleware, rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/** A preloaded state for tests: any slice, persisted ones without their `_persist` marker. */
export type PreloadedState = {
  [K in keyof RootState]?: RootState[K] extends { _persist: unknown } ? Omit<RootState[K], '_persist'> : RootState[K];
};

export function makeStore(preloadedState?: PreloadedState) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks; the default 32 ms warning threshold is noise on slow shared test machines.
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

/** Start saving/restoring the persisted slices of `store`. */
export function startPersistence(appStore: AppStore): Persistor {
  return persistStore(appStore);
}

export const store = makeStore();
