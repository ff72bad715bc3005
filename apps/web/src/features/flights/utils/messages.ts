import type { Lang } from '@portal/contracts/i18n';
import type * as MessagesModule from '@portal/contracts/messages';
import type { MessageKey } from '@portal/contracts/messages';

type Messages = typeof MessagesModule;

let messages: Messages | undefined;
let loading: Promise<Messages> | undefined;

/**
 * The API's own messages (all of them, in three languages) for the search form's checks. They load when the
 * form is first used rather than with the home page (decision 022); `loadMessages` starts that.
 */
export function loadMessages(): Promise<Messages> {
  loading ??= import('@portal/contracts/messages').then((module) => (messages = module));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Calls `show` with the message in `lang`: at once when the messages are in, else when they arrive. */
export function withMessage(key: MessageKey, lang: Lang, show: (text: string) => void): void {
  if (messages) show(messages.translate(key, lang));
  else void loadMessages().then((module) => show(module.translate(key, lang)));
}
