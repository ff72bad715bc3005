import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/api-client';
import { Placeholder } from '../../../components/ui/placeholder';
import { useHomeContent } from '../hooks/use-home-content';
import { HomeSection, SectionError } from './section';

export function PartnersSection() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useHomeContent();
  if (data && data.partners.length === 0) return null;
  return (
    <HomeSection title={t('home.partners.title')} lead={t('home.partners.lead')}>
      {isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {isPending
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} className="h-20">
                  <Placeholder height="100%" width="100%" className="rounded-2xl" />
                </li>
              ))
            : data.partners.map((partner) => {
                const logo = (
                  <img
                    src={mediaUrl(partner.logo_url)}
                    alt={partner.name}
                    width={160}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-auto max-w-full object-contain"
                  />
                );
                return (
                  <li
                    key={partner.name}
                    className="flex h-20 items-center justify-center rounded-2xl bg-white px-4 ring-1 ring-slate-200"
                  >
                    {partner.url ? (
                      <a
                        href={partner.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="flex h-full w-full items-center justify-center"
                      >
                        {logo}
                      </a>
                    ) : (
                      logo
                    )}
                  </li>
                );
              })}
        </ul>
      )}
    </HomeSection>
  );
}
