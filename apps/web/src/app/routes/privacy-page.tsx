import { PrivacyPageContent } from '../../features/info/components/privacy-page-content';

export function PrivacyPage() {
  return <PrivacyPageContent />;
}
