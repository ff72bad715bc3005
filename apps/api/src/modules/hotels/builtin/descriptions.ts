import type { Lang, LocalizedText } from '@portal/contracts/i18n';
import type { CityProfile } from './reference-data.js';

/** What a hotel's description is composed from. */
export interface DescriptionFacts {
  name: LocalizedText;
  stars: number;
  resort: boolean;
  district: LocalizedText;
  city: LocalizedText;
  landmark: LocalizedText;
  distanceKm: number;
  rooms: number;
  profile: CityProfile;
  pool: boolean;
  spa: boolean;
  family: boolean;
  breakfast: boolean;
  view: boolean;
}

function starsText(stars: number, lang: Lang): string {
  if (lang === 'ar') return stars === 1 ? 'نجمة واحدة' : stars === 2 ? 'نجمتين' : `${stars} نجوم`;
  if (lang === 'de') return `${stars}-Sterne`;
  return `${stars}-star`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PROFILE: Record<CityProfile, Record<Lang, (f: DescriptionFacts) => string>> = {
  pilgrim: {
    en: (f) =>
      `Pilgrims walk to ${f.landmark.en} in minutes, and the reception arranges transport for ziyarat to the other holy sites.`,
    ar: (f) => `يصل الزوار إلى ${f.landmark.ar} سيرًا في دقائق، وتنظّم الاستقبال وسائل النقل للزيارة إلى المراقد الأخرى.`,
    de: (f) =>
      `Pilger erreichen ${f.landmark.de} in wenigen Gehminuten; die Rezeption organisiert Fahrten zu den anderen heiligen Stätten.`,
  },
  holy: {
    en: (f) =>
      `Guests reach ${f.landmark.en} on foot, and the restaurant keeps its hours in step with the prayer times.`,
    ar: (f) => `يصل النزلاء إلى ${f.landmark.ar} سيرًا على الأقدام، ويضبط المطعم مواعيده على أوقات الصلاة.`,
    de: (f) =>
      `${capital(f.landmark.de)} ist zu Fuß erreichbar, und das Restaurant richtet seine Zeiten nach den Gebetszeiten.`,
  },
  city: {
    en: () => 'It suits business travellers and families alike, with offices, shops and restaurants close by.',
    ar: () => 'يناسب رجال الأعمال والعائلات على حد سواء، مع المكاتب والأسواق والمطاعم على مقربة منه.',
    de: () =>
      'Es eignet sich für Geschäftsreisende wie für Familien; Büros, Geschäfte und Restaurants liegen ganz in der Nähe.',
  },
  mountain: {
    en: () => 'Cool evenings, green hills and nearby parks make it a favourite escape from the summer heat.',
    ar: () => 'تجعله الأمسيات المنعشة والتلال الخضراء والمتنزهات القريبة ملاذًا مفضلًا من حر الصيف.',
    de: () => 'Kühle Abende, grüne Hügel und nahe Parks machen es zu einem beliebten Rückzugsort vor der Sommerhitze.',
  },
  summer: {
    en: (f) => `The old streets, markets and waterfront cafés of ${f.city.en} are all within easy reach.`,
    ar: (f) => `الشوارع القديمة والأسواق والمقاهي المطلة على الماء في ${f.city.ar} كلها على مقربة منه.`,
    de: (f) => `Die Altstadtgassen, Märkte und Cafés am Wasser von ${f.city.de} sind bequem erreichbar.`,
  },
  beach: {
    en: () => 'The resort opens onto its own stretch of beach, with gardens, pools and sun terraces.',
    ar: () => 'يطل المنتجع على شاطئه الخاص، وتحيط به الحدائق والمسابح والتراسات المشمسة.',
    de: () => 'Das Resort liegt direkt an seinem eigenen Strandabschnitt, mit Gärten, Pools und Sonnenterrassen.',
  },
  gulf: {
    en: () => 'Shopping malls, the waterfront and the city’s landmarks are a short taxi ride away.',
    ar: () => 'مراكز التسوق والواجهة البحرية ومعالم المدينة على بعد مسافة قصيرة بسيارة الأجرة.',
    de: () => 'Einkaufszentren, die Uferpromenade und die Wahrzeichen der Stadt sind mit dem Taxi schnell erreicht.',
  },
};

function intro(f: DescriptionFacts, lang: Lang): string {
  const km = f.distanceKm.toFixed(1);
  if (lang === 'ar')
    return `${f.name.ar} ${f.resort ? 'منتجع' : 'فندق'} من فئة ${starsText(f.stars, 'ar')} في ${f.district.ar}، ${f.city.ar}، على بعد ${km} كم من ${f.landmark.ar}.`;
  if (lang === 'de')
    return `${f.name.de} ist ein ${starsText(f.stars, 'de')}-${f.resort ? 'Resort' : 'Hotel'} in ${f.district.de}, ${f.city.de}. ${capital(f.landmark.de)} ist ${km.replace('.', ',')} km entfernt.`;
  return `${f.name.en} is a ${starsText(f.stars, 'en')} ${f.resort ? 'resort' : 'hotel'} in ${f.district.en}, ${f.city.en}, ${km} km from ${f.landmark.en}.`;
}

function rooms(f: DescriptionFacts, lang: Lang): string {
  if (lang === 'ar')
    return `تضم ${f.rooms} غرفة مكيفة مع إنترنت لاسلكي مجاني${f.view ? '، ويطل كثير منها على المدينة' : ''}.`;
  if (lang === 'de')
    return `Die ${f.rooms} klimatisierten Zimmer haben kostenloses WLAN${f.view ? ', viele mit Blick über die Stadt' : ''}.`;
  return `Its ${f.rooms} air-conditioned rooms have free Wi-Fi${f.view ? ', and many look out over the city' : ''}.`;
}

function extras(f: DescriptionFacts, lang: Lang): string[] {
  const out: string[] = [];
  if (f.breakfast)
    out.push(
      lang === 'ar'
        ? 'يُقدَّم كل صباح بوفيه إفطار غني بالأطباق العراقية والعالمية.'
        : lang === 'de'
          ? 'Jeden Morgen gibt es ein reichhaltiges Frühstücksbuffet mit irakischen und internationalen Gerichten.'
          : 'A generous breakfast buffet with Iraqi and international dishes is served every morning.',
    );
  if (f.pool)
    out.push(
      lang === 'ar'
        ? `بعد يوم حافل يمكن للنزلاء الاسترخاء عند المسبح${f.spa ? ' وفي المنتجع الصحي' : ''}.`
        : lang === 'de'
          ? `Nach einem langen Tag entspannen die Gäste am Pool${f.spa ? ' und im Spa' : ''}.`
          : `After a day out, guests can relax at the pool${f.spa ? ' and spa' : ''}.`,
    );
  if (f.family)
    out.push(
      lang === 'ar'
        ? 'الغرف العائلية وأسرّة الأطفال عند الطلب تجعل السفر مع الأطفال سهلًا.'
        : lang === 'de'
          ? 'Familienzimmer und Kinderbetten auf Anfrage machen das Reisen mit Kindern leicht.'
          : 'Family rooms and cots on request make it easy to travel with children.',
    );
  return out;
}

function closing(f: DescriptionFacts, lang: Lang): string {
  if (f.stars >= 4)
    return lang === 'ar'
      ? 'يسعد فريق الاستقبال متعدد اللغات بمساعدتكم على مدار الساعة.'
      : lang === 'de'
        ? 'Das mehrsprachige Team der rund um die Uhr besetzten Rezeption hilft gern weiter.'
        : 'The multilingual staff at the 24-hour reception are happy to help.';
  return lang === 'ar'
    ? 'ويحرص الموظفون الودودون على تلبية كل ما تحتاجونه.'
    : lang === 'de'
      ? 'Das freundliche Personal hilft bei allem, was Sie brauchen.'
      : 'Friendly staff are on hand to help with anything you need.';
}

/** A hotel's description in one language, composed from templates and the hotel's facts. */
export function describe(f: DescriptionFacts, lang: Lang): string {
  return [intro(f, lang), PROFILE[f.profile][lang](f), rooms(f, lang), ...extras(f, lang), closing(f, lang)].join(' ');
}

export function describeAll(f: DescriptionFacts): LocalizedText {
  return { ar: describe(f, 'ar'), en: describe(f, 'en'), de: describe(f, 'de') };
}
