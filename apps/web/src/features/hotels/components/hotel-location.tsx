import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Placeholder } from '../../../components/ui/placeholder';
import { IconPin } from './hotel-icons';

const LeafletMap = lazy(() => import('./leaflet-map').then((m) => ({ default: m.LeafletMap })));

export interface HotelLocationProps {
  lat: number;
  lng: number;
  name: string;
  address: string;
}

/** Latitude and longitude as written on maps ("41.01000° N", "28.98000° E"). */
function coordinates(lat: number, lng: number): [string, string] {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lng >= 0 ? 'E' : 'W';
  return [`${Math.abs(lat).toFixed(5)}° ${ns}`, `${Math.abs(lng).toFixed(5)}° ${ew}`];
}

/**
 * Where the hotel is: the address and coordinates always, and a map on request. The map's tiles come from
 * OpenStreetMap; when they cannot be loaded the map goes away again and the address and coordinates remain.
 */
export function HotelLocation({ lat, lng, name, address }: HotelLocationProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'address' | 'map' | 'failed'>('address');
  const [latitude, longitude] = coordinates(lat, lng);
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <IconPin className="mt-0.5 text-xl text-brand-700" />
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-semibold text-slate-900">{address}</p>
          <p className="text-slate-700">
            {t('hotels.detail.coordinates')}{' '}
            <bdi dir="ltr" className="font-mono" data-testid="coordinates">
              {/* A narrow screen breaks the line between the two, never inside one. */}
              <span className="whitespace-nowrap">{latitude},</span>{' '}
              <span className="whitespace-nowrap">{longitude}</span>
            </bdi>
          </p>
          <a href={osm} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline">
            {t('hotels.detail.open_osm')}
          </a>
        </div>
      </div>
      {state === 'map' ? (
        <Suspense fallback={<Placeholder height="18rem" width="100%" className="rounded-xl" />}>
          <LeafletMap lat={lat} lng={lng} label={name} onTilesFailed={() => setState('failed')} />
        </Suspense>
      ) : state === 'failed' ? (
        <p role="status" className="text-sm text-slate-700">
          {t('hotels.detail.map_failed')}
        </p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setState('map')}>
            {t('hotels.detail.show_map')}
          </Button>
          <p className="mt-1.5 text-xs text-slate-600">{t('hotels.detail.map_note')}</p>
        </div>
      )}
    </div>
  );
}
