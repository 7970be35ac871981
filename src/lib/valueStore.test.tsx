import { act, render, screen } from '@testing-library/react';
import { createValueStore, useStoreValue, type ValueStore } from './valueStore';

describe('valueStore', () => {
  it('tells its readers of a new value, not of the same one again', () => {
    const store = createValueStore('');
    const heard: string[] = [];
    const stop = store.subscribe(() => heard.push(store.get()));
    store.set('h');
    store.set('h');
    store.set('ha');
    stop();
    store.set('hal');
    expect(heard).toEqual(['h', 'ha']);
    expect(store.get()).toBe('hal');
  });

  it('re-renders the components that read it, not the one that holds it', () => {
    const renders = { holder: 0, reader: 0 };
    function Reader({ store }: { store: ValueStore<string> }) {
      renders.reader += 1;
      return <output aria-label="typed">{useStoreValue(store)}</output>;
    }
    const store = createValueStore('');
    function Holder() {
      renders.holder += 1;
      return <Reader store={store} />;
    }
    render(<Holder />);
    act(() => store.set('hal'));
    expect(screen.getByRole('status', { name: 'typed' })).toHaveTextContent('hal');
    expect(renders).toEqual({ holder: 1, reader: 2 });
  });
});
