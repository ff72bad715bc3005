import { AboutPageContent } from '../../features/info/components/about-page-content';

export function AboutPage() {
  return <AboutPageContent />;
}
