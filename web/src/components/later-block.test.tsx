// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../config/theme';
import { LaterBlock } from './later-block';

/** A stand-in IntersectionObserver: the test says when a block comes near the screen. */
const observed: { callback: IntersectionObserverCallback; el?: Element }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; el?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observed.push(this.entry);
  }
  observe(el: Element) {
    this.entry.el = el;
  }
  disconnect() {}
}
const comeNear = () =>
  act(() => {
    for (const { callback, el } of observed) callback([{ isIntersecting: true, target: el } as never], null as never);
  });

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Tapped {n}</button>;
}

function Page() {
  return (
    <ChakraProvider value={appSystem()}>
      <p>First screen</p>
      <LaterBlock height="300px">
        <Counter />
      </LaterBlock>
    </ChakraProvider>
  );
}

/** The page as the server sends it, then the app taking it over. */
async function hydratePage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  const button = container.querySelector('button')!;
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  return { container, button, live: () => Object.keys(button).some((k) => k.startsWith('__reactFiber$')) };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  observed.length = 0;
  vi.unstubAllGlobals();
});

describe('LaterBlock on a page the server rendered', () => {
  it('keeps the server’s content as it is until the block comes near the screen, then takes it over', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { button, live } = await hydratePage();

    expect(button.textContent).toBe('Tapped 0');
    expect(live()).toBe(false);

    await comeNear();
    expect(live()).toBe(true);
    fireEvent.click(button);
    expect(button.textContent).toBe('Tapped 1');
  });

  it('takes the block over when the rider taps in it before it came near, and the tap lands', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { button, live } = await hydratePage();
    expect(live()).toBe(false);

    await act(async () => {
      fireEvent.pointerDown(button);
    });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(live()).toBe(true);
    expect(button.textContent).toBe('Tapped 1');
  });
});

describe('LaterBlock on a page the browser renders itself', () => {
  it('draws its content at once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
    expect(screen.getByRole('button', { name: 'Tapped 1' })).toBeTruthy();
  });
});
