import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/api-client';

/** The hotel's pictures: one large, the others as buttons that show them large. */
export function HotelGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(images.length > 1 ? 1 : 0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <div className="space-y-2">
      <img
        src={mediaUrl(shown)}
        alt={t('hotels.detail.picture', { name, number: current + 1, total: images.length })}
        width={1200}
        height={800}
        // The page's largest picture: fetched ahead of the rest (decision 138).
        fetchPriority="high"
        className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <ul className="grid grid-cols-5 gap-2">
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              aria-pressed={i === current}
              aria-label={t('hotels.detail.show_picture', { number: i + 1 })}
              onClick={() => setCurrent(i)}
              className="block w-full overflow-hidden rounded-lg ring-2 ring-transparent aria-pressed:ring-brand-600"
            >
              <img
                src={mediaUrl(src)}
                alt=""
                loading="lazy"
                className="aspect-[3/2] w-full bg-slate-100 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
