import type { ContactMessageBody, ContactMessageReceipt } from '@portal/contracts/contact';
import { apiPost } from '../../../lib/api-client';

export function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageReceipt> {
  return apiPost<ContactMessageReceipt>('/contact-messages', body);
}
