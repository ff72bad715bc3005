import { useTranslation } from 'react-i18next';
import { isLang, LANGS } from '@portal/contracts/i18n';
import { NativeSelect } from '../../../components/ui/native-select';
import { LANGUAGE_NAMES, setLanguage, useLang } from '../../../lib/i18n';

export interface LanguageSelectProps {
  tone?: 'light' | 'dark';
  hideLabel?: boolean;
  className?: string;
}

/** en, ar and de, each named in its own language; choosing one stores it and reloads. */
export function LanguageSelect({ tone, hideLabel = true, className }: LanguageSelectProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <NativeSelect
      label={t('preferences.language')}
      hideLabel={hideLabel}
      tone={tone}
      className={className}
      value={lang}
      options={LANGS.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code }))}
      onChange={(event) => {
        const next = event.target.value;
        if (isLang(next) && next !== lang) setLanguage(next);
      }}
    />
  );
}
