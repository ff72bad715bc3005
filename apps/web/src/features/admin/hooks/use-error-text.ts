import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';

/** The words for a failed request: the server's translated detail, or the app's network/unexpected texts. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorMessage(error, t);
}
