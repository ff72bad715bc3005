import { derivedId } from '../../../lib/ids.js';
import { seeded } from '../../../lib/random.js';
import type { visaProducts } from '../../../db/schema.js';
import {
  COMMON_REQUIREMENTS,
  ENTRY_NAMES,
  PAPER_REQUIREMENTS,
  TYPE_NAMES,
  TYPE_RULES,
  VISA_DESTINATIONS,
  type Localized,
} from './reference-data.js';

/** IQD per US dollar for the government fees of the reference data (the agency's book rate). */
const IQD_PER_USD = 1310;

/** "30 days" in each language (Arabic: the counted noun's form follows the number). */
export function daysText(n: number): Localized {
  const ar = n === 1 ? 'يوم واحد' : n === 2 ? 'يومان' : n <= 10 ? `${n} أيام` : `${n} يومًا`;
  return { ar, en: n === 1 ? '1 day' : `${n} days`, de: n === 1 ? '1 Tag' : `${n} Tage` };
}

/**
 * The built-in visa products: every offer of the reference data for Iraqi passport holders, with its title,
 * description, rules and requirements in ar/en/de and a service fee drawn by a seeded PRNG (the same on every
 * machine). Ids and codes are derived from the destination, type and position, so they stay stable.
 */
export function generateVisaProducts(): Array<typeof visaProducts.$inferInsert> {
  const rows: Array<typeof visaProducts.$inferInsert> = [];
  for (const destination of VISA_DESTINATIONS) {
    destination.offers.forEach((offer, i) => {
      const code = `IQ-${destination.country}-${offer.type.toUpperCase().replace('_', '')}-${i + 1}`;
      const rnd = seeded(code);
      const type = TYPE_NAMES[offer.type];
      const stay = daysText(offer.stay);
      const entries = ENTRY_NAMES[offer.entries];
      const name = destination.name;
      const processing = daysText(offer.processing);
      const validity = daysText(offer.validity);
      rows.push({
        id: derivedId('visa-product', code),
        code,
        nationality: 'IQ',
        country: destination.country,
        type: offer.type,
        title: {
          ar: `${type.ar} إلى ${name.ar} (${stay.ar}، ${entries.ar})`,
          en: `${name.en} ${type.en} (${stay.en}, ${entries.en})`,
          de: `${type.de} ${name.de} (${stay.de}, ${entries.de})`,
        },
        description: {
          ar: `${type.ar} لحاملي الجواز العراقي إلى ${name.ar}: إقامة حتى ${stay.ar}، ${entries.ar}، صالحة ${validity.ar} من تاريخ الإصدار. نقدّم الطلب ونتابعه حتى القرار، وتستغرق المعالجة نحو ${processing.ar}.`,
          en: `${type.en} to ${name.en} for Iraqi passport holders: a stay of up to ${stay.en}, ${entries.en}, valid ${validity.en} from issue. We file the application and follow it to the decision; processing takes about ${processing.en}.`,
          de: `${type.de} nach ${name.de} für irakische Passinhaber: Aufenthalt bis ${stay.de}, ${entries.de}, gültig ${validity.de} ab Ausstellung. Wir reichen den Antrag ein und begleiten ihn bis zur Entscheidung; die Bearbeitung dauert etwa ${processing.de}.`,
        },
        papers: offer.papers,
        rules: [
          TYPE_RULES[offer.type],
          ...(offer.rules ?? []),
          {
            ar: 'إذا رُفض الطلب تُعاد الرسوم الحكومية وتُحتسب رسوم الخدمة.',
            en: 'If the application is refused, the government fee is refunded and the service fee is kept.',
            de: 'Wird der Antrag abgelehnt, wird die staatliche Gebühr erstattet und die Servicegebühr einbehalten.',
          },
        ],
        requirements: [
          ...COMMON_REQUIREMENTS,
          ...offer.papers.flatMap((paper) => {
            const requirement = PAPER_REQUIREMENTS[paper];
            return requirement ? [requirement] : [];
          }),
        ],
        governmentFeeIqd: BigInt(Math.round((offer.feeUsd * IQD_PER_USD) / 1000) * 1000),
        serviceFeeIqd: BigInt(rnd.int(5, 18) * 5000),
        processingDays: offer.processing,
        validityDays: offer.validity,
        stayDays: offer.stay,
        entries: offer.entries,
        popularity: offer.popularity,
      });
    });
  }
  return rows;
}
