import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import * as v from 'valibot';
import { makeStore, startPersistence, type AppStore } from '@/app/store';
import { migrateStoredState, persisted, type PersistOptions } from '@/lib/persist';
import { recentSearchAdded } from '@/features/shell/recentSearchesSlice';
import { tripViewed, type RecentlyViewedTrip } from '@/lib/state/recentlyViewedSlice';
import { wishlistToggled, type WishlistItem } from '@/lib/state/wishlistSlice';
import { compareTripAdded } from '@/lib/state/compareSlice';

const KEY = 'persist:recent-searches';
const DEFAULT = ['Europe', 'Morocco', 'Japan', 'Vietnam', 'Italy'];

/** What redux-persist writes: every field JSON-encoded inside a JSON object. */
function stored(fields: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])));
}

async function boot(): Promise<{ store: AppStore; flush: () => Promise<unknown> }> {
  const store = makeStore();
  const persistor = startPersistence(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return { store, flush: () => persistor.flush() };
}

beforeEach(() => localStorage.clear());

describe('persisted slices (recent searches)', () => {
  it('starts from the default list when nothing is stored', async () => {
    const { store } = await boot();
    expect(store.getState().recentSearches.items).toEqual(DEFAULT);
  });

  it('restores a valid stored value and saves changes under the spec key', async () => {
    localStorage.setItem(
      KEY,
      stored({ items: ['Peru', 'Chile'], _persist: { version: 1, rehydrated: true } }),
    );
    const { store, flush } = await boot();
    expect(store.getState().recentSearches.items).toEqual(['Peru', 'Chile']);

    store.dispatch(recentSearchAdded(' Laos '));
    await flush();
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    expect(JSON.parse(saved.items)).toEqual(['Laos', 'Peru', 'Chile']);
    expect(JSON.parse(saved._persist)).toEqual({ version: 1, rehydrated: true });
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a field that is not JSON', '{"items":"[oops","_persist":"{\\"version\\":1}"}'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['wrong shape', stored({ items: 'Peru', _persist: { version: 1, rehydrated: true } })],
    ['list of numbers', stored({ items: [1, 2], _persist: { version: 1, rehydrated: true } })],
    ['no version', stored({ items: ['Peru'] })],
    [
      'an older version without migration',
      stored({ items: ['Peru'], _persist: { version: 0, rehydrated: true } }),
    ],
    ['a newer version', stored({ items: ['Peru'], _persist: { version: 99, rehydrated: true } })],
  ])('falls back to the initial state for %s, without crashing', async (_label, raw) => {
    localStorage.setItem(KEY, raw);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = await boot();
    expect(store.getState().recentSearches.items).toEqual(DEFAULT);
    // The site keeps working: new searches are recorded and saved over the bad value.
    store.dispatch(recentSearchAdded('Peru'));
    expect(store.getState().recentSearches.items[0]).toBe('Peru');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the very objects the page rendered with when the stored value is the same (nothing re-renders), and takes the stored ones when they differ', async () => {
    const before = makeStore().getState();
    localStorage.setItem(KEY, stored({ items: DEFAULT, _persist: { version: 1, rehydrated: true } }));
    localStorage.setItem(
      'persist:wishlist',
      stored({ items: [], _persist: { version: 1, rehydrated: true } }),
    );
    localStorage.setItem(
      'persist:trip-filters',
      JSON.stringify(
        Object.fromEntries(
          Object.entries({ ...before.tripFilters, _persist: { version: 1, rehydrated: true } }).map(
            ([k, v]) => [k, JSON.stringify(v)],
          ),
        ),
      ),
    );
    const { store } = await boot();
    const after = store.getState();
    expect(after.recentSearches.items).toBe(before.recentSearches.items);
    expect(after.wishlist.items).toBe(before.wishlist.items);
    expect(after.tripFilters).not.toBe(before.tripFilters); // the slice carries redux-persist's marker now
    for (const key of Object.keys(before.tripFilters) as Array<keyof typeof before.tripFilters>)
      expect(after.tripFilters[key]).toBe(before.tripFilters[key]);

    localStorage.setItem(KEY, stored({ items: ['Peru'], _persist: { version: 1, rehydrated: true } }));
    const changed = (await boot()).store.getState();
    expect(changed.recentSearches.items).toEqual(['Peru']);
  });

  it('never persists the RTK Query cache', async () => {
    const { flush } = await boot();
    await flush();
    // Only the client slices' own keys are written; no cache, no whole-root entry.
    for (const key of ['persist:root', 'persist:contentApi', 'persist:geonamesApi']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    for (const key of Object.keys(localStorage))
      expect(localStorage.getItem(key)).not.toMatch(/"queries"|"mutations"/);
    expect(localStorage.getItem('persist:recent-searches')).not.toMatch(/queries|contentApi/);
  });
});

describe('recently viewed trips restored after a tour was opened', () => {
  const trip = (slug: string): RecentlyViewedTrip => ({
    slug,
    title: slug,
    image: null,
    duration: 3,
    priceVnd: 1_000_000,
  });

  it('keeps the tour opened before the stored list arrived, first, ahead of the stored ones', async () => {
    localStorage.setItem(
      'persist:recently-viewed',
      stored({ items: [trip('ha-long'), trip('hue')], _persist: { version: 1, rehydrated: true } }),
    );
    const store = makeStore();
    const persistor = startPersistence(store);
    // The tour page records its visit once it has hydrated, which may come before the stored list is restored.
    store.dispatch(tripViewed(trip('japan')));
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().recentlyViewed.items.map((t) => t.slug)).toEqual(['japan', 'ha-long', 'hue']);
    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:recently-viewed')!);
    expect(JSON.parse(saved.items).map((t: RecentlyViewedTrip) => t.slug)).toEqual([
      'japan',
      'ha-long',
      'hue',
    ]);
  });

  it('takes the stored list as it is when nothing was opened before it arrived', async () => {
    localStorage.setItem(
      'persist:recently-viewed',
      stored({ items: [trip('ha-long')], _persist: { version: 1, rehydrated: true } }),
    );
    const { store } = await boot();
    expect(store.getState().recentlyViewed.items.map((t) => t.slug)).toEqual(['ha-long']);
  });
});

describe('a change made before the stored value was restored joins it (the schema loads first)', () => {
  /** Boots with `before` dispatched right away, as a visitor acting while the stored value's schema loads. */
  async function bootActing(before: (store: AppStore) => void) {
    const store = makeStore();
    const persistor = startPersistence(store);
    before(store);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    await persistor.flush();
    return store;
  }
  const savedItems = (key: string) => JSON.parse(JSON.parse(localStorage.getItem(`persist:${key}`)!).items);
  const wish = (id: number): WishlistItem => ({
    id,
    slug: `trip-${id}`,
    title: `Trip ${id}`,
    imageUrl: '',
    location: null,
    rating: 4,
    duration: 3,
    style: null,
    physicalRating: null,
    tripCode: null,
    price: 1_000_000,
  });
  const entry = (id: number) => ({ id, slug: `trip-${id}`, title: `Trip ${id}`, image: null });

  it('wishlist: a tour added meanwhile is kept after the stored ones, once, and saved', async () => {
    localStorage.setItem(
      'persist:wishlist',
      stored({ items: [wish(1), wish(2)], _persist: { version: 1, rehydrated: true } }),
    );
    const store = await bootActing((s) => {
      s.dispatch(wishlistToggled(wish(3)));
      s.dispatch(wishlistToggled(wish(2))); // shown as not saved yet: the visitor means to add it
    });
    expect(store.getState().wishlist.items.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(savedItems('wishlist').map((t: WishlistItem) => t.id)).toEqual([1, 2, 3]);
  });

  it('compare: a trip added meanwhile is added by the same rules (once, at most 4)', async () => {
    localStorage.setItem(
      'persist:compare-trips',
      stored({ items: [entry(1), entry(2), entry(3)], _persist: { version: 1, rehydrated: true } }),
    );
    const store = await bootActing((s) => {
      s.dispatch(compareTripAdded(entry(2)));
      s.dispatch(compareTripAdded(entry(4)));
      s.dispatch(compareTripAdded(entry(5)));
    });
    expect(store.getState().compare.items.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(savedItems('compare-trips').map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('recent searches: searches submitted meanwhile come first, newest first, ahead of the stored ones', async () => {
    localStorage.setItem(
      KEY,
      stored({ items: ['Peru', 'Chile'], _persist: { version: 1, rehydrated: true } }),
    );
    const store = await bootActing((s) => {
      s.dispatch(recentSearchAdded('Laos'));
      s.dispatch(recentSearchAdded('chile'));
    });
    expect(store.getState().recentSearches.items).toEqual(['chile', 'Laos', 'Peru']);
    expect(savedItems('recent-searches')).toEqual(['chile', 'Laos', 'Peru']);
  });

  it('a slice nobody changed meanwhile takes the stored value as it is', async () => {
    localStorage.setItem(
      'persist:wishlist',
      stored({ items: [wish(1)], _persist: { version: 1, rehydrated: true } }),
    );
    const store = await bootActing((s) => s.dispatch(compareTripAdded(entry(7))));
    expect(store.getState().wishlist.items.map((t) => t.id)).toEqual([1]);
    expect(store.getState().compare.items.map((t) => t.id)).toEqual([7]);
  });
});

describe('migrateStoredState', () => {
  const isState = (s: unknown): s is { items: string[]; extra: number } =>
    typeof s === 'object' &&
    s !== null &&
    Array.isArray((s as { items?: unknown }).items) &&
    typeof (s as { extra?: unknown }).extra === 'number';

  it('runs migration steps from the stored version up to the current one', () => {
    const migrations = {
      2: (s: Record<string, unknown>) => ({ ...s, extra: 1 }),
      3: (s: Record<string, unknown>) => ({ ...s, extra: (s.extra as number) + 1 }),
    };
    expect(
      migrateStoredState(
        { items: ['a'], _persist: { version: 1, rehydrated: true } },
        3,
        isState,
        migrations,
      ),
    ).toEqual({
      items: ['a'],
      extra: 2,
      _persist: { version: 3, rehydrated: false },
    });
  });

  it('drops the value when a step is missing, throws, or the result is invalid', () => {
    const base = { items: ['a'], _persist: { version: 1, rehydrated: true } };
    expect(migrateStoredState(base, 3, isState, { 3: (s) => s })).toBeUndefined();
    expect(
      migrateStoredState(base, 2, isState, {
        2: () => {
          throw new Error('boom');
        },
      }),
    ).toBeUndefined();
    expect(migrateStoredState(base, 2, isState, { 2: (s) => s })).toBeUndefined();
    expect(migrateStoredState(undefined, 1, isState)).toBeUndefined();
  });
});

describe('persisted (schemas loaded on demand)', () => {
  type Items = { items: string[] };
  const reducer = (state: Items = { items: [] }, action: { type: string; item?: string }): Items =>
    action.type === 'add' ? { items: [...state.items, action.item!] } : state;

  function memoryStorage(initial: Record<string, string>) {
    const data = { ...initial };
    return {
      data,
      getItem: (key: string) => Promise.resolve(data[key] ?? null),
      setItem: (key: string, value: string) => Promise.resolve(void (data[key] = value)),
      removeItem: (key: string) => Promise.resolve(void delete data[key]),
    };
  }

  async function bootWith(
    storage: ReturnType<typeof memoryStorage>,
    schema: PersistOptions<Items>['schema'],
  ) {
    const store = configureStore({
      reducer: { list: persisted(reducer, { key: 'list', version: 1, schema, storage }) },
      middleware: (getDefault) => getDefault({ serializableCheck: false }),
    });
    const persistor = persistStore(store);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    return { store, persistor };
  }

  const listSchema = () => Promise.resolve(v.object({ items: v.array(v.string()) }));

  it('loads no schema on a first visit (nothing stored)', async () => {
    const schema = jest.fn(listSchema);
    const { store } = await bootWith(memoryStorage({}), schema);
    expect(store.getState().list.items).toEqual([]);
    expect(schema).not.toHaveBeenCalled();
  });

  it('loads no schema when what is stored is the initial state (restoring it would change nothing)', async () => {
    const schema = jest.fn(listSchema);
    const storage = memoryStorage({ 'persist:list': stored({ items: [], _persist: { version: 1 } }) });
    const { store } = await bootWith(storage, schema);
    expect(store.getState().list.items).toEqual([]);
    expect(schema).not.toHaveBeenCalled();
    const changed = memoryStorage({ 'persist:list': stored({ items: ['a'], _persist: { version: 1 } }) });
    await bootWith(changed, schema);
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('restores a stored value that matches the schema and drops one that does not', async () => {
    const good = memoryStorage({ 'persist:list': stored({ items: ['a'], _persist: { version: 1 } }) });
    expect((await bootWith(good, listSchema)).store.getState().list.items).toEqual(['a']);
    const bad = memoryStorage({ 'persist:list': stored({ items: [1], _persist: { version: 1 } }) });
    expect((await bootWith(bad, listSchema)).store.getState().list.items).toEqual([]);
  });

  it('keeps what is stored, unchanged, when the schema cannot be loaded (after three tries)', async () => {
    const raw = stored({ items: ['kept'], _persist: { version: 1 } });
    const storage = memoryStorage({ 'persist:list': raw });
    const schema = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const { store, persistor } = await bootWith(storage, schema);
    expect(schema).toHaveBeenCalledTimes(3);
    expect(store.getState().list.items).toEqual([]);
    store.dispatch({ type: 'add', item: 'new' });
    await persistor.flush();
    expect(storage.data['persist:list']).toBe(raw);
  });
});
