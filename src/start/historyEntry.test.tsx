import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { numberHistoryEntry } from './historyEntry';

function Where() {
  const location = useLocation();
  return (
    <p>
      {location.pathname}
      {location.search}
    </p>
  );
}

const renderRouter = () =>
  render(
    <BrowserRouter>
      <Where />
    </BrowserRouter>,
  );

describe('numberHistoryEntry (the first history entry numbered before hydration)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/search?q=hue'));

  it('numbers the entry as React Router does, so the router writes nothing while it renders', () => {
    numberHistoryEntry();
    expect(window.history.state).toEqual({ idx: 0 });
    const write = jest.spyOn(window.history, 'replaceState');
    try {
      renderRouter();
      expect(screen.getByText('/en/search?q=hue')).toBeInTheDocument();
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
  });

  it('keeps what the entry holds and leaves a numbered entry alone', () => {
    window.history.replaceState({ usr: { from: 'tour' }, key: 'k1' }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'tour' }, key: 'k1', idx: 0 });
    window.history.replaceState({ idx: 3, key: 'k2' }, '');
    const write = jest.spyOn(window.history, 'replaceState');
    try {
      numberHistoryEntry();
      expect(write).not.toHaveBeenCalled();
      expect(window.history.state).toEqual({ idx: 3, key: 'k2' });
    } finally {
      write.mockRestore();
    }
  });

  it('without it, the router writes the number during its first render (what this stage takes out)', () => {
    const write = jest.spyOn(window.history, 'replaceState');
    try {
      renderRouter();
      expect(write).toHaveBeenCalledTimes(1);
      expect(window.history.state).toEqual({ idx: 0 });
    } finally {
      write.mockRestore();
    }
  });

  it('never stops the start-up: a browser that refuses the write leaves the numbering to the router', () => {
    const write = jest.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      expect(() => numberHistoryEntry()).not.toThrow();
    } finally {
      write.mockRestore();
    }
  });
});
