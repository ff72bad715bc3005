import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconGlobe,
  IconHeadset,
  IconPassport,
  IconShield,
  IconStar,
  IconTag,
  IconWallet,
  type IconProps,
} from '../../../components/ui/icons';
import { Placeholder } from '../../../components/ui/placeholder';
import { pickText, useLang } from '../../../lib/i18n';
import { useHomeContent } from '../hooks/use-home-content';
import { HomeSection, SectionError } from './section';

// Icon names the back office can choose; an unknown name gets the star.
const BENEFIT_ICONS: Record<string, ComponentType<IconProps>> = {
  support: IconHeadset,
  headset: IconHeadset,
  price: IconTag,
  tag: IconTag,
  secure: IconShield,
  shield: IconShield,
  globe: IconGlobe,
  world: IconGlobe,
  visa: IconPassport,
  wallet: IconWallet,
  payment: IconWallet,
};

export function BenefitsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending, isError, refetch } = useHomeContent();
  if (data && data.benefits.length === 0) return null;
  return (
    <HomeSection title={t('home.benefits.title')}>
      {isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="space-y-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                  <Placeholder height="3rem" width="3rem" />
                  <Placeholder height="1.25rem" />
                  <Placeholder />
                  <Placeholder />
                </li>
              ))
            : data.benefits.map((benefit) => {
                const Icon = BENEFIT_ICONS[benefit.icon] ?? IconStar;
                return (
                  <li key={benefit.title.en} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                    <span className="grid size-12 place-items-center rounded-2xl bg-accent-100 text-2xl text-accent-800">
                      <Icon />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">{pickText(benefit.title, lang)}</h3>
                    <p className="mt-2 text-slate-700">{pickText(benefit.text, lang)}</p>
                  </li>
                );
              })}
        </ul>
      )}
    </HomeSection>
  );
}
