// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { earlyTap } from './early-taps';

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
