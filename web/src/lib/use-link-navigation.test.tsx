// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLinkNavigation } from './use-link-navigation';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function List() {
  const open = useLinkNavigation();
  return (
    <div onClick={open}>
      <a href="/routes/7">
        <span>Jonkershoek</span>
      </a>
      <a href="https://example.org/elsewhere">Elsewhere</a>
      <a href="/routes/8" target="_blank">
        New tab
      </a>
    </div>
  );
}

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <List />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** Whether the app took the click (prevented the browser's navigation); jsdom then navigates nowhere. */
let taken: boolean[] = [];
const record = (e: MouseEvent) => {
  taken.push(e.defaultPrevented);
  e.preventDefault();
};
beforeEach(() => {
  taken = [];
  window.addEventListener('click', record);
});
afterEach(() => window.removeEventListener('click', record));
const where = () => screen.getByTestId('where').textContent;

describe('useLinkNavigation', () => {
  it("opens a link to the app's own page in the app, from a click anywhere inside it", () => {
    renderList();
    fireEvent.click(screen.getByText('Jonkershoek'));
    expect(taken).toEqual([true]);
    expect(where()).toBe('/routes/7');
  });

  it('leaves modified clicks, new tabs and other sites to the browser', () => {
    renderList();
    fireEvent.click(screen.getByText('Jonkershoek'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Jonkershoek'), { button: 1 });
    fireEvent.click(screen.getByText('New tab'));
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(taken).toEqual([false, false, false, false]);
    expect(where()).toBe('/');
  });
});
