import type { Carrier } from '@portal/contracts/flights';
import { mediaUrl } from '../../../lib/api-client';

export interface CarrierLogoProps {
  carrier: Carrier | undefined;
  code: string;
  size?: 'sm' | 'md';
}

/** An airline's logo; decorative, because its name is always written beside it. */
export function CarrierLogo({ carrier, code, size = 'md' }: CarrierLogoProps) {
  const box = size === 'sm' ? 'size-6' : 'size-10';
  if (!carrier?.logo_url) {
    return (
      <span
        aria-hidden="true"
        className={`${box} grid shrink-0 place-items-center rounded-lg bg-slate-100 text-xs font-semibold text-slate-700`}
      >
        {code}
      </span>
    );
  }
  return (
    <img
      src={mediaUrl(carrier.logo_url)}
      alt=""
      width={size === 'sm' ? 24 : 40}
      height={size === 'sm' ? 24 : 40}
      loading="lazy"
      className={`${box} shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200`}
    />
  );
}
