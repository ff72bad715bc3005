import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** How long the map may stay grey: with no tile loaded by then (a network that swallows requests), it gives up. */
export const TILE_TIMEOUT_MS = 8_000;

export interface LeafletMapProps {
  lat: number;
  lng: number;
  label: string;
  /**
   * The first tile that cannot be loaded (no network, a blocked host), or no tile at all within
   * `TILE_TIMEOUT_MS` (requests that hang): the page then shows the address and coordinates alone.
   */
  onTilesFailed: () => void;
}

/** The hotel on an OpenStreetMap map (Leaflet), loaded only when the user asks for the map (decision 032). */
export function LeafletMap({ lat, lng, label, onTilesFailed }: LeafletMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const failed = useRef(onTilesFailed);
  useEffect(() => {
    failed.current = onTilesFailed;
  }, [onTilesFailed]);

  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { center: [lat, lng], zoom: 15, scrollWheelZoom: false });
    const tiles = L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    let reported = false;
    const fail = () => {
      if (reported) return;
      reported = true;
      failed.current();
    };
    const timer = setTimeout(fail, TILE_TIMEOUT_MS);
    tiles.on('tileerror', fail);
    // One tile that arrives shows the tiles get through: slower ones are then left to load.
    tiles.once('tileload', () => clearTimeout(timer));
    tiles.addTo(map);
    // A vector marker: Leaflet's default icon is an image whose URL bundlers do not resolve.
    L.circleMarker([lat, lng], { radius: 10, color: '#0e7490', weight: 3, fillColor: '#14b8a6', fillOpacity: 0.9 })
      .addTo(map)
      .bindTooltip(label);
    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [lat, lng, label]);

  return <div ref={ref} className="h-72 w-full overflow-hidden rounded-xl bg-slate-100" data-testid="leaflet-map" />;
}
