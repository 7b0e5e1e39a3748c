import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyNamed', () => {
  it('shows the Suspense fallback until the chunk arrives, then the named export with its props', async () => {
    const chunk = deferred<{ Greeting: typeof Greeting }>();
    const Lazy = lazyNamed(() => chunk.promise, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => chunk.resolve({ Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    let loads = 0;
    const Lazy = lazyNamed(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('fetches again after a failed fetch', async () => {
    let fail = true;
    const Lazy = lazyNamed(async () => {
      if (fail) throw new Error('offline');
      return { Greeting };
    }, 'Greeting');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    fail = false;
    await Lazy.preload();
    render(<Lazy name="Linus" />);
    expect(screen.getByText('Hello Linus')).toBeTruthy();
  });

  it('keeps waiting when the chunk is gone (the page is reloading for a new release)', async () => {
    const Lazy = lazyNamed(async () => undefined as unknown as { Greeting: typeof Greeting }, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByText('Loading')).toBeTruthy();
  });
});
