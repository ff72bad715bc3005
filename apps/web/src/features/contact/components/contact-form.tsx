import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactMessageBodySchema, type ContactMessageBody } from '@portal/contracts/contact';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { contractResolver } from '../../../lib/forms';
import { useLang } from '../../../lib/i18n';
import { getStoredUser } from '../../../lib/session';
import { sendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Name, email, subject and message; the confirmation shown is the server's, in the visitor's language. */
export function ContactForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const user = getStoredUser();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageBody>({
    resolver: contractResolver(ContactMessageBodySchema, lang),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' },
  });

  async function handleSend(values: ContactMessageBody) {
    setResult(null);
    try {
      const receipt = await sendContactMessage(values);
      reset({ name: values.name, email: values.email, subject: '', message: '' });
      setResult({ tone: 'success', text: receipt.message });
    } catch (error) {
      for (const { field, message } of error instanceof ApiError ? (error.problem?.errors ?? []) : []) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { message });
      }
      setResult({ tone: 'error', text: errorMessage(error, t) });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(handleSend)} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {t('contact.form_title')}
      </h2>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label={t('contact.subject')} required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField
        label={t('contact.message')}
        required
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
