import { createElement, lazy, useState, type ComponentType } from 'react';
import { ensureWholeCatalogue } from '@/i18n';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A component whose code arrives on first use; `preload()` fetches it ahead (then it renders at once). */
export type LazyComponent<P> = ComponentType<P> & { preload(): Promise<void> };

const preloads = new Set<() => Promise<void>>();

/**
 * `React.lazy` for a named export: the module becomes a chunk of its own, fetched the first time the
 * component renders, which suspends until then (the app root and the event shell hold the `<Suspense>`
 * boundaries). Once the chunk is there, the component renders without suspending.
 *
 * It also waits for the whole catalogue of the app's language (i18n/index.ts), which the app does not fetch
 * before its first page: only what a signed-out first visit shows (`firstVisit: true`, with the texts of
 * i18n/start-areas.ts alone) renders without it.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K, options: { firstVisit?: boolean } = {}): LazyComponent<PropsOf<M[K]>> {
  type Loaded = ComponentType<PropsOf<M[K]>>;
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded | null> | null = null;
  const fetchChunk = () =>
    (loading ??= Promise.all([load(), options.firstVisit ? null : ensureWholeCatalogue()]).then(
      // No module: the chunk is gone after a new release and the page is reloading (app/stale-build.ts).
      ([module]) => (module ? (loaded = module[name] as Loaded) : null),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    const component = await fetchChunk();
    return component ? { default: component } : new Promise<never>(() => undefined);
  });
  const Component = (props: PropsOf<M[K]>) => createElement((loaded ?? Suspending) as ComponentType<object>, props as object);
  Component.displayName = `Lazy(${String(name)})`;
  const preload = async () => {
    await fetchChunk();
  };
  preloads.add(preload);
  return Object.assign(Component, { preload });
}

/**
 * Fetches every lazy component defined so far (tests render pages without suspending after it). A chunk
 * that fails stays lazy: rendering it shows the failure where it belongs.
 */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.allSettled([...preloads].map((preload) => preload()));
}

/**
 * Whether something shown on demand (a modal) has been asked for at least once: mount its lazy chunk from
 * then on, so a page fetches the code of its modals only when one is opened, and closing still animates.
 */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
