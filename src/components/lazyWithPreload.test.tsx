import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazyWithPreload';

describe('lazyWithPreload', () => {
  it('renders without suspending once preloaded', async () => {
    const [Page, preload] = lazyWithPreload(async () => ({ default: () => <p>loaded page</p> }));
    await preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loaded page')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('tries again after a failed load (no stuck rejected chunk)', async () => {
    let calls = 0;
    const [, preload] = lazyWithPreload(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: () => <p>second try</p> };
    });
    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBeDefined();
    expect(calls).toBe(2);
  });
});
