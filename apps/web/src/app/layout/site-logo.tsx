import { useState } from 'react';
import { Link } from '../../lib/navigation';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import { Placeholder } from '../../components/ui/placeholder';
import { mediaUrl } from '../../lib/api-client';
import { pickText, useLang } from '../../lib/i18n';

/** The two rivers: the built-in mark, used when site settings have no logo (or it fails to load). */
function BrandMark() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 48 48" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="48" height="48" rx="11" fill="#0d374b" />
        <path
          d="M10 18c4.5-3.5 9.5-3.5 14 0s9.5 3.5 14 0"
          fill="none"
          stroke="#fff"
          strokeWidth="3.8"
          strokeLinecap="round"
        />
        <path
          d="M10 30c4.5-3.5 9.5-3.5 14 0s9.5 3.5 14 0"
          fill="none"
          stroke="#f6b73c"
          strokeWidth="3.8"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg leading-tight font-semibold whitespace-nowrap text-brand-900">{t('brand.name')}</span>
    </span>
  );
}

export interface SiteLogoProps {
  settings: SiteSettings | undefined;
  isPending: boolean;
}

/** The logo from site settings, linking home, in a box of fixed size so nothing moves when it arrives. */
export function SiteLogo({ settings, isPending }: SiteLogoProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [failed, setFailed] = useState(false);
  const name = settings ? pickText(settings.site_name, lang) : t('brand.name');
  const showImage = settings?.logo_url && !failed;
  return (
    <Link
      to="/"
      className="flex h-11 w-44 shrink-0 items-center rounded-lg sm:w-52"
      aria-label={showImage ? undefined : name}
    >
      {isPending ? (
        <Placeholder height="2.25rem" width="100%" />
      ) : showImage ? (
        <img
          src={mediaUrl(settings.logo_url)}
          alt={name}
          width={208}
          height={44}
          className="h-11 w-full object-contain object-[left_center] rtl:object-[right_center]"
          onError={() => setFailed(true)}
        />
      ) : (
        <BrandMark />
      )}
    </Link>
  );
}
