import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelLocation } from './hotel-location';
import { TILE_TIMEOUT_MS } from './leaflet-map';

// jsdom lays nothing out: the map's box gets a size, so Leaflet asks for tiles. jsdom never loads images, so a
// tile stays pending until a test fires its load or error event: a network that hangs, unless told otherwise.
const size = { clientWidth: 600, clientHeight: 300 };
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  for (const [key, value] of Object.entries(size))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterEach(() => {
  vi.useRealTimers();
  for (const key of Object.keys(size)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
});

async function showMap() {
  render(<HotelLocation lat={41.01} lng={28.98} name="Palace Hotel" address="Street 1, Taksim, Istanbul" />);
  fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
  const map = await screen.findByTestId('leaflet-map');
  await vi.waitFor(() => expect(map.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
  return map;
}

const failedNote = () => screen.queryByRole('status');

describe('the hotel’s map', () => {
  it('gives up on tiles that hang: after 8 s without a tile, the address and coordinates remain', async () => {
    await showMap();
    await act(() => vi.advanceTimersByTimeAsync(TILE_TIMEOUT_MS - 500));
    expect(screen.getByTestId('leaflet-map')).toBeInTheDocument();
    expect(failedNote()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(failedNote()).toHaveTextContent('The map could not be loaded');
    expect(screen.queryByTestId('leaflet-map')).not.toBeInTheDocument();
    expect(screen.getByTestId('coordinates')).toHaveTextContent('41.01000° N, 28.98000° E');
    expect(screen.getByText('Street 1, Taksim, Istanbul')).toBeInTheDocument();
  });

  it('keeps the map once a tile has arrived, however slow the others are', async () => {
    const map = await showMap();
    act(() => {
      fireEvent.load(map.querySelector('img.leaflet-tile')!);
    });
    await act(() => vi.advanceTimersByTimeAsync(TILE_TIMEOUT_MS * 2));
    expect(failedNote()).toBeNull();
    expect(screen.getByTestId('leaflet-map')).toBeInTheDocument();
  });

  it('gives up at once when a tile fails', async () => {
    const map = await showMap();
    act(() => {
      fireEvent.error(map.querySelector('img.leaflet-tile')!);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('The map could not be loaded');
    expect(screen.queryByTestId('leaflet-map')).not.toBeInTheDocument();
  });
});
