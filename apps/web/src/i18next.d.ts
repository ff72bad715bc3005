import 'i18next';
import type { en } from './locales/en';
import type { FeatureTexts } from './locales/features';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The shell's texts and every feature's: what `t` may be asked for once the screen's dictionaries are loaded.
    resources: { translation: typeof en & FeatureTexts };
  }
}
