import { z } from 'zod';
import { UpdateAgencySettingsBodySchema, type AgencySettings, type Markup } from '@portal/contracts/agency';
import { SERVICES, type Service } from '@portal/contracts/services';

export interface MarkupRow {
  type: 'none' | 'percent' | 'fixed';
  percent: string;
  amounts: Record<string, string>;
}

export interface AgencyFormValues {
  contact_line: string;
  mail_customers: boolean;
  markups: Record<Service, MarkupRow>;
}

export function toFormValues(settings: AgencySettings): AgencyFormValues {
  const markups = {} as Record<Service, MarkupRow>;
  for (const service of SERVICES) {
    const markup = settings.markups[service];
    markups[service] = {
      type: markup?.type ?? 'none',
      percent: markup?.type === 'percent' ? markup.percent : '',
      amounts: markup?.type === 'fixed' ? { ...markup.amounts } : {},
    };
  }
  return { contact_line: settings.contact_line, mail_customers: settings.mail_customers, markups };
}

/** The API's body for what the form holds: services without a markup are left out, as are empty amounts. */
export function toBody(values: AgencyFormValues): {
  contact_line: string;
  mail_customers: boolean;
  markups: Partial<Record<Service, Markup>>;
} {
  const markups: Partial<Record<Service, Markup>> = {};
  for (const service of SERVICES) {
    const row = values.markups[service];
    if (!row || row.type === 'none') continue;
    if (row.type === 'percent') markups[service] = { type: 'percent', percent: row.percent };
    else
      markups[service] = {
        type: 'fixed',
        amounts: Object.fromEntries(Object.entries(row.amounts).filter(([, amount]) => amount.trim() !== '')),
      };
  }
  return { contact_line: values.contact_line, mail_customers: values.mail_customers === true, markups };
}

/**
 * The contract's schema applied to the body the form becomes; its issue paths (`markups.flight.percent`,
 * `markups.flight.amounts.IQD`) are the form's own field names, so messages land on their fields.
 */
export const AgencyFormSchema = z.preprocess(
  (value) => toBody(value as AgencyFormValues),
  UpdateAgencySettingsBodySchema,
);
