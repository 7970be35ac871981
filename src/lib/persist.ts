/**
 * Browser persistence for client slices (redux-persist, localStorage).
 *
 * `persisted(reducer, { key, version, schema, migrations? })` wraps a slice reducer so that its state is saved
 * under `persist:<key>` and restored on start. What is restored is checked first:
 * - a value stored by an older `version` is upgraded by `migrations[v]` step by step when given, otherwise dropped;
 * - a value that is not valid JSON, does not match the slice's valibot `schema` or has a newer/unknown version is
 *   dropped;
 * dropping means the slice keeps its initial state; nothing throws and nothing is logged as an error. What the
 * visitor changed before the restore (the page works meanwhile) joins the stored value by the slice's `merge`.
 *
 * The schemas (each slice's `*Schema.ts`, valibot like the forms) are loaded on demand, in one chunk with valibot
 * ("persisted-state"), and only when the browser has something other than the initial state stored: a first visit,
 * and a visitor who never changed a kept slice, load none of it (the store is on every page's first load; the same
 * schemas loaded with it added to every page's JavaScript). Restoring is asynchronous in redux-persist anyway,
 * and nothing is written before it is done, so the wait loses nothing. If the chunk cannot be loaded (offline, after
 * three tries), the slice starts from its initial state and this visit saves nothing under its key: what is stored
 * stays as it was for the next visit.
 *
 * The slice state must be a plain object (persistReducer adds `_persist` to it): keep lists in a field,
 * e.g. `{ items: [] }`. Never wrap the RTK Query reducer: server data is not persisted.
 */
import { createSelector, type Action, type Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { shallowEqual } from 'react-redux';
import type { Storage } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { GenericSchema } from 'valibot';

export { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

/** A persisted slice's state in the store: the slice's own fields and redux-persist's `_persist` marker. */
export type Persisted<S> = S & PersistPartial;

/** One migration step: receives the state stored by version `v - 1`, returns the state for version `v`. */
export type Migration = (state: Record<string, unknown>) => unknown;

export interface PersistOptions<S> {
  /** Storage key without the 'persist:' prefix, as the spec names it: 'recent-searches', 'wishlist', ... */
  key: string;
  /** Bump when the stored shape changes (and add a migration, or old values are dropped). */
  version: number;
  /**
   * Loads the schema a restored value (without `_persist`) must match: a dynamic import of the slice's
   * `*Schema.ts` with the chunk name "persisted-state", so it is fetched only when something was stored.
   */
  schema: () => Promise<GenericSchema<S>>;
  /** Upgrade steps keyed by the version they produce, e.g. { 2: (v1) => ({ ...v1, extra: [] }) }. */
  migrations?: Record<number, Migration>;
  /**
   * How a state the visitor changed before the stored value was restored joins it (restoring waits for the schema's
   * chunk, and the page works meanwhile: a tour added to the wishlist, a search submitted): the state to keep, from
   * the current and the stored one. Called only when the current state is no longer the initial one. Without it the
   * stored value replaces the change (redux-persist's default for a field the restore itself left unchanged).
   */
  merge?: (current: S, stored: S) => S;
  /** Only tests pass another storage. */
  storage?: Storage;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A persisted state's own fields, without redux-persist's `_persist` marker. */
function withoutMarker(state: unknown): Record<string, unknown> {
  const { _persist: _marker, ...fields } = (isPlainObject(state) ? state : {}) as Record<string, unknown>;
  return fields;
}

/**
 * The migrate function: the restored state for `currentVersion`, or undefined (= keep the initial state).
 * Exported for tests.
 */
export function migrateStoredState<S>(
  stored: unknown,
  currentVersion: number,
  validate: (state: unknown) => state is S,
  migrations: Record<number, Migration> = {},
): (S & PersistedState) | undefined {
  if (!isPlainObject(stored)) return undefined;
  const { _persist, ...rest } = stored;
  const storedVersion =
    isPlainObject(_persist) && typeof _persist.version === 'number' ? _persist.version : undefined;
  if (storedVersion === undefined || storedVersion > currentVersion) return undefined;
  let state: unknown = rest;
  try {
    for (let v = storedVersion + 1; v <= currentVersion; v += 1) {
      const step = migrations[v];
      if (!step || !isPlainObject(state)) return undefined;
      state = step(state);
    }
  } catch {
    return undefined;
  }
  if (!validate(state)) return undefined;
  return { ...(state as S), _persist: { version: currentVersion, rehydrated: false } } as S & PersistedState;
}

/**
 * How a restored value joins the slice: redux-persist's default (autoMergeLevel1: each stored field replaces the
 * initial one, unless the slice changed that field meanwhile) plus one rule: a field whose stored value equals the
 * current one (compared as JSON, which is what was stored) keeps the current object.
 *
 * Why: the page hydrates from the state the server rendered with, and the browser's state is restored right after.
 * A selection that comes out as a new object makes React re-render its readers at once and synchronously, and a
 * reader above parts still waiting to hydrate (the wishlist's provider, the listing) hydrates them all in that one
 * task. With the same objects, a restored state that changes nothing re-renders nothing. (Lighthouse's later runs,
 * with the first run's state in localStorage, showed it as blocking time on the search page.) Exported for tests.
 */
export function keepEqualFields<S>(inbound: unknown, original: S, reduced: S): S {
  const before = original as Record<string, unknown>;
  const now = reduced as Record<string, unknown>;
  const next: Record<string, unknown> = { ...now };
  if (!isPlainObject(inbound)) return next as S;
  for (const [key, value] of Object.entries(inbound)) {
    if (key === '_persist' || before[key] !== now[key]) continue;
    if (JSON.stringify(value) !== JSON.stringify(now[key])) next[key] = value;
  }
  return next as S;
}

/** Runs `load` again after a short wait when it fails (a chunk lost on a flaky network), up to `tries` times. */
async function withRetries<T>(load: () => Promise<T>, tries = 3, waitMs = 500): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs * attempt));
    }
  }
}

/** The type guard of a slice's schema, loaded on demand (with valibot, in the "persisted-state" chunk). */
export async function loadGuard<S>(
  schema: PersistOptions<S>['schema'],
): Promise<(value: unknown) => value is S> {
  const [loaded, { schemaGuard }] = await Promise.all([
    schema(),
    import(/* webpackChunkName: "persisted-state" */ './schemaGuard'),
  ]);
  return schemaGuard(loaded);
}

/**
 * True when `stored` is the slice's initial state (`initialJson`, as JSON) saved by this `version`: restoring it
 * changes nothing, so there is nothing to check and no schema to load. Most visitors' stored slices are such: every
 * slice is saved once it is restored, changed or not. Exported for tests.
 */
export function storesInitialState(stored: unknown, version: number, initialJson: string): boolean {
  if (!isPlainObject(stored)) return false;
  const { _persist, ...rest } = stored;
  return isPlainObject(_persist) && _persist.version === version && JSON.stringify(rest) === initialJson;
}

export function persisted<S, A extends Action = Action>(reducer: Reducer<S, A>, options: PersistOptions<S>) {
  const base = options.storage ?? storage;
  const initialJson = JSON.stringify(reducer(undefined, { type: '@@persisted/INIT' } as A));
  // Set when the schema could not be loaded: the stored value is neither restored nor overwritten.
  let keepStored = false;
  const config: PersistConfig<S> = {
    key: options.key,
    version: options.version,
    storage: {
      getItem: (key) => base.getItem(key),
      setItem: (key, value) => (keepStored ? Promise.resolve() : base.setItem(key, value)),
      removeItem: (key) => (keepStored ? Promise.resolve() : base.removeItem(key)),
    },
    stateReconciler: (inbound: unknown, original: S, reduced: S) => {
      const current = withoutMarker(original);
      if (options.merge && isPlainObject(inbound) && JSON.stringify(current) !== initialJson)
        return { ...reduced, ...options.merge(current as S, withoutMarker(inbound) as S) };
      return keepEqualFields(inbound, original, reduced);
    },
    // redux-persist gives up on restoring after 5 s by default and then saves over what is stored; loading the
    // schema on a slow network may take longer.
    timeout: 0,
    migrate: async (stored) => {
      // Nothing stored, or the initial state stored: nothing to check, no schema loaded.
      if (stored === undefined || storesInitialState(stored, options.version, initialJson)) return undefined;
      let validate: (value: unknown) => value is S;
      try {
        validate = await withRetries(() => loadGuard(options.schema));
      } catch {
        keepStored = true;
        return undefined;
      }
      return migrateStoredState(stored, options.version, validate, options.migrations);
    },
  };
  return persistReducer(config, reducer as Reducer<S>);
}

/**
 * A selector of a persisted slice's state without redux-persist's `_persist` marker, memoised on the fields: a new
 * object only when a field changes. Restoring the stored state (REHYDRATE) gives the slice a new object with a new
 * marker even when nothing was stored; a selector keyed on the slice would re-render every reader right after
 * hydration.
 */
export function selectPersistedFields<State, S extends object>(
  slice: (state: State) => S,
): (state: State) => S {
  return createSelector(
    [slice],
    (value) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== '_persist')) as S,
    { memoizeOptions: { resultEqualityCheck: shallowEqual } },
  );
}
