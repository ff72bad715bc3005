import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';

/** Home, as a page load: the first screen's own navigation may be what failed. */
function HomeLink() {
  const { t } = useTranslation();
  return (
    <a href="/" className={buttonClass('secondary')}>
      {t('not_found.home')}
    </a>
  );
}

interface State {
  failed: boolean;
}

/**
 * The home page's first screen's error boundary, where the router's route boundaries are not (decision 062):
 * a part that fails to render or to download (a menu's or a widget's chunk, after a deploy or on a bad line)
 * shows the same translated message as the app's screens, with a retry that loads the page again.
 */
export class LeanErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        // A chunk that failed stays failed in this page (React keeps a lazy component's error): load it anew.
        onRetry={() => window.location.reload()}
        home={<HomeLink />}
      />
    );
  }
}
