import { useId, useState } from 'react';
import type { AdminHotel } from '@portal/contracts/admin-hotels';
import { Button } from '../../../../components/ui/button';
import { mediaUrl } from '../../../../lib/api-client';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { addHotelImage, hotels } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

/** The hotel's pictures in order (the first is the thumbnail): add, move first, remove. */
export function HotelPictures({ hotel, onChange }: { hotel: AdminHotel; onChange: (h: AdminHotel) => void }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const files = hotel.images.map((i) => i.file);

  async function run(action: () => Promise<AdminHotel>) {
    setBusy(true);
    setError(null);
    try {
      onChange(await action());
    } catch (e) {
      setError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {hotel.images.length === 0 ? (
        <p className="text-sm text-slate-600">{t('hotels.no_pictures')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {hotel.images.map((image, i) => (
            <li key={image.file} className="space-y-2">
              <img
                src={mediaUrl(image.url)}
                alt={t('hotels.picture_n', { n: i + 1 })}
                className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
              <div className="flex flex-wrap gap-1">
                {i > 0 ? (
                  <Button
                    variant="ghost"
                    className="min-h-9 px-2"
                    disabled={busy}
                    onClick={() =>
                      void run(() =>
                        hotels.update(hotel.id, { images: [image.file, ...files.filter((f) => f !== image.file)] }),
                      )
                    }
                  >
                    {t('hotels.make_first')}
                  </Button>
                ) : (
                  <span className="px-2 text-xs font-semibold text-brand-800">{t('hotels.thumbnail')}</span>
                )}
                <Button
                  variant="ghost"
                  className="min-h-9 px-2 text-red-800"
                  disabled={busy}
                  aria-label={t('hotels.remove_picture', { n: i + 1 })}
                  onClick={() =>
                    void run(() => hotels.update(hotel.id, { images: files.filter((f) => f !== image.file) }))
                  }
                >
                  {t('hotels.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('hotels.add_picture')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy || files.length >= 5}
          aria-describedby={`${id}-hint`}
          className="block w-full max-w-sm rounded-xl border border-slate-300 bg-white text-sm text-slate-800 file:me-3 file:min-h-11 file:cursor-pointer file:rounded-s-xl file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void run(() => addHotelImage(hotel.id, file));
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {busy ? t('image.uploading') : t('hotels.pictures_hint')}
        </p>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    </div>
  );
}
