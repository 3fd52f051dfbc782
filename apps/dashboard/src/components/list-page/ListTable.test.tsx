import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListCards } from './ListCards.tsx';
import { type ListColumn, ListTable } from './ListTable.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `Client ${i}` }));
const columns: ListColumn<Row>[] = [{ header: 'Nom', cell: (row) => row.name }];

function table(count: number, props: Partial<Parameters<typeof ListTable<Row>>[0]> = {}) {
  const start = performance.now();
  render(
    <ListTable
      caption="Clients"
      columns={columns}
      rows={rows(count)}
      busy={false}
      testId="table"
      rowTestId="row"
      {...props}
    />,
  );
  return performance.now() - start;
}

const bodyRows = () => screen.getAllByTestId('row');

// happy-dom lays nothing out: the page is as tall as its rows would be, so the window can scroll to the end.
Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 * 53 });

/** A key on the focused row; happy-dom scrolls on `scrollTo` but sends no 'scroll' event, a browser does. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement!, { key });
  fireEvent.scroll(window);
}

describe('ListTable, virtualised', () => {
  it('draws a screenful of 10,000 rows and says how many there are', () => {
    table(10_000, { total: 12_000 });
    const drawn = bodyRows();
    // A 768 px window of 53 px rows, with the overscan: a few dozen rows, never the 10,000.
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]?.textContent).toBe('Client 0');
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('12001');
  });

  it('moves the focus with the arrows, Home and End, and opens a row with Enter', async () => {
    const onOpen = vi.fn();
    table(10_000, { onOpen });
    const [first, second] = bodyRows();
    // One row in the tab order.
    expect(first?.tabIndex).toBe(0);
    expect(second?.tabIndex).toBe(-1);
    first?.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Client 1');
    expect(bodyRows()[1]?.tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith({ id: 'r1', name: 'Client 1' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Client 0');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Client 0');
    press('End');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.scroll(window);
    // The last row is drawn (scrolled to) and focused; the first is no longer in the DOM.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Client 9999'));
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('10001');
    expect(screen.queryByText('Client 0')).toBeNull();
    press('Home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.scroll(window);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Client 0'));
  });

  it('leaves the keys pressed in a row’s own controls to them', () => {
    const onOpen = vi.fn();
    render(
      <ListTable
        caption="Clients"
        columns={[{ header: 'Nom', cell: (row: Row) => <button type="button">{row.name}</button> }]}
        rows={rows(3)}
        busy={false}
        testId="table"
        rowTestId="row"
        onOpen={onOpen}
      />,
    );
    const button = within(bodyRows()[0]!).getByRole('button');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(document.activeElement).toBe(button);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('asks for the next chunk only when its end comes near, once per chunk', () => {
    const load = vi.fn();
    table(1_000, { more: { hasMore: true, loading: false, load } });
    expect(load).not.toHaveBeenCalled();
    cleanup();
    table(20, { more: { hasMore: true, loading: false, load } });
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();
    load.mockClear();
    table(20, { more: { hasMore: false, loading: false, load } });
    table(20, { more: { hasMore: true, loading: true, load } });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('ListCards, virtualised', () => {
  it('draws the cards on screen of 10,000, with their place in the whole, and walks them by keyboard', () => {
    const onOpen = vi.fn();
    render(
      <ListCards
        items={rows(10_000)}
        busy={false}
        label="Clients"
        className="grid"
        estimate={100}
        onOpen={onOpen}
      >
        {(row) => <span>{row.name}</span>}
      </ListCards>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeLessThan(40);
    expect(items[3]?.getAttribute('aria-posinset')).toBe('4');
    expect(items[3]?.getAttribute('aria-setsize')).toBe('10000');
    items[0]?.focus();
    fireEvent.keyDown(items[0]!, { key: 'PageDown' });
    expect(document.activeElement?.textContent).toBe('Client 10');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith({ id: 'r10', name: 'Client 10' });
  });
});
