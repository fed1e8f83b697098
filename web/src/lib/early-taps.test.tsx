// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { earlyTap, offerKeptTaps } from './early-taps';

// The head's inline script, as index.html runs it before anything else.
beforeAll(() => {
  new Function(readFileSync(path.resolve(__dirname, '../../public/early-taps.js'), 'utf8'))();
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function Heart({ onTap }: { onTap: () => void }) {
  return (
    <button type="button" {...earlyTap('heart')} onClick={onTap}>
      <svg aria-hidden="true" />
      Add to favorites
    </button>
  );
}

/** The server's HTML in the page, before the app has run. */
function serverPainted(onTap: () => void): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Heart onTap={onTap} />);
  document.body.appendChild(container);
  return container;
}

describe('a tap before the app has taken the control over', () => {
  it('is kept and carried out once the app has, once however often it came', async () => {
    const onTap = vi.fn();
    const container = serverPainted(onTap);
    const button = container.querySelector('button')!;
    // Two taps (the second on the icon inside) before any of the app's code has run.
    button.click();
    container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onTap).not.toHaveBeenCalled();

    act(() => {
      root = hydrateRoot(container, <Heart onTap={onTap} />);
    });
    await waitFor(() => expect(onTap).toHaveBeenCalledTimes(1));
    // The same element: the app took over the server's button.
    expect(container.querySelector('button')).toBe(button);
    await new Promise((r) => setTimeout(r, 20));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('is not kept once the app has the control: the tap goes straight to it', async () => {
    const onTap = vi.fn();
    const container = serverPainted(onTap);
    act(() => {
      root = hydrateRoot(container, <Heart onTap={onTap} />);
    });
    act(() => container.querySelector('button')!.click());
    expect(onTap).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});

/** A page of two parts (Suspense boundaries, as components/part.tsx): the heart's and another. */
function Page({ Heart: Tapped, onTap }: { Heart: ComponentType<{ onTap: () => void }>; onTap: () => void }) {
  return (
    <main>
      <Suspense fallback={null}>
        <Tapped onTap={onTap} />
      </Suspense>
      <Suspense fallback={null}>
        <p>Another part of the page</p>
      </Suspense>
    </main>
  );
}

function serverPaintedPage(onTap: () => void): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Heart={Heart} onTap={onTap} />);
  document.body.appendChild(container);
  return container;
}

/** A star as star-input.tsx draws it: the rider taps the label; its radio is hidden. */
function Star({ onTap }: { onTap: () => void }) {
  const [chosen, setChosen] = useState(false);
  return (
    <label {...earlyTap('star-4')}>
      <input
        type="radio"
        name="rating"
        aria-label="4 stars"
        checked={chosen}
        onChange={() => setChosen(true)}
        // Every click that reaches the radio: one per tap.
        onClick={onTap}
      />
      <svg aria-hidden="true" />
    </label>
  );
}

describe('a kept tap offered to React (offerKeptTaps)', () => {
  // React's own scheduling, as in the browser: nothing renders until it is asked or its turn comes.
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = before));

  it('makes React take the tapped part over at once and carry the tap out, once', async () => {
    const onTap = vi.fn();
    const container = serverPaintedPage(onTap);
    container.querySelector('button')!.click();
    root = hydrateRoot(container, <Page Heart={Heart} onTap={onTap} />);
    // React has not run yet: the tap is still kept.
    expect(onTap).not.toHaveBeenCalled();

    offerKeptTaps();
    // At once, not after React's own pass over the page.
    expect(onTap).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('keeps a tap on a part whose code is not here yet, and carries it out once it is', async () => {
    const onTap = vi.fn();
    const container = serverPaintedPage(onTap);
    container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    let arrive!: (code: { default: typeof Heart }) => void;
    const LateHeart = lazy(() => new Promise<{ default: typeof Heart }>((resolve) => (arrive = resolve)));
    root = hydrateRoot(container, <Page Heart={LateHeart} onTap={onTap} />);

    offerKeptTaps();
    expect(onTap).not.toHaveBeenCalled();
    // The app offers it again as the code arrives (main.tsx); React then takes the part over.
    arrive({ default: Heart });
    await new Promise((r) => setTimeout(r, 0));
    offerKeptTaps();
    await waitFor(() => expect(onTap).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('passes one tap on a label to its radio once, when React could not take it at first', async () => {
    const onTap = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Heart={Star} onTap={onTap} />);
    document.body.appendChild(container);
    container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    let arrive!: (code: { default: typeof Star }) => void;
    const LateStar = lazy(() => new Promise<{ default: typeof Star }>((resolve) => (arrive = resolve)));
    root = hydrateRoot(container, <Page Heart={LateStar} onTap={onTap} />);

    offerKeptTaps();
    // React could not take it: the label's own click on its radio did not go through either.
    expect(container.querySelector('input')!.checked).toBe(false);
    arrive({ default: Star });
    await new Promise((r) => setTimeout(r, 0));
    offerKeptTaps();
    await waitFor(() => expect(container.querySelector('input')!.checked).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
