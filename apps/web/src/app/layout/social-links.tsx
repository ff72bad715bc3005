import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@portal/contracts/site-settings';
import {
  IconFacebook,
  IconInstagram,
  IconTelegram,
  IconWhatsapp,
  IconX,
  IconYoutube,
  type IconProps,
} from '../../components/ui/icons';

const NETWORKS: { key: keyof SiteSettings['social']; name: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'facebook', name: 'Facebook', Icon: IconFacebook },
  { key: 'instagram', name: 'Instagram', Icon: IconInstagram },
  { key: 'x', name: 'X', Icon: IconX },
  { key: 'youtube', name: 'YouTube', Icon: IconYoutube },
  { key: 'telegram', name: 'Telegram', Icon: IconTelegram },
  { key: 'whatsapp', name: 'WhatsApp', Icon: IconWhatsapp },
];

export interface SocialLinksProps {
  social: SiteSettings['social'] | undefined;
  className?: string;
  linkClassName?: string;
}

/** The agency's social profiles from site settings; networks without a link are left out. */
export function SocialLinks({ social, className = '', linkClassName = '' }: SocialLinksProps) {
  const { t } = useTranslation();
  const links = NETWORKS.filter(({ key }) => social?.[key]);
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('layout.social')}>
      {links.map(({ key, name, Icon }) => (
        <li key={key}>
          <a
            href={social![key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
            className={`grid size-9 place-items-center rounded-full transition-colors ${linkClassName}`}
          >
            <Icon className="text-base" />
          </a>
        </li>
      ))}
    </ul>
  );
}
