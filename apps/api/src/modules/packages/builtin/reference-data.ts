import type { LocalizedText } from '@portal/contracts/i18n';
import { TOUR_INCLUSIONS, type TourInclusion, type TourKind } from '@portal/contracts/tours';
import { tourCityName } from '@portal/contracts/tour-cities';

/*
 * The compact reference data the tour package inventory is generated from (issue 18): the cities packages leave
 * from and go to (the hotel search's slugs where both know the city), the places worth a day there, and the
 * package templates the agency runs, each offered from several Iraqi cities.
 */

const l = (ar: string, en: string, de = en): LocalizedText => ({ ar, en, de });

export type Scene = 'holy' | 'pilgrim' | 'city' | 'beach' | 'mountain';

export interface TourCitySpec {
  slug: string;
  name: LocalizedText;
  country: LocalizedText;
  scene: Scene;
  /** Places worth a day, in the order a first visit sees them. */
  places: LocalizedText[];
}

/** A city's names, from the contracts' list (the home tab's form shows the same). */
function shown(slug: string) {
  const city = tourCityName(slug);
  if (!city) throw new Error(`no tour city ${slug}`);
  return city;
}

export const TOUR_CITIES: TourCitySpec[] = [
  { ...shown('baghdad'), scene: 'city', places: [] },
  { ...shown('erbil'), scene: 'mountain', places: [] },
  { ...shown('basra'), scene: 'city', places: [] },
  {
    ...shown('najaf'),
    scene: 'pilgrim',
    places: [
      l('مرقد الإمام علي', 'Shrine of Imam Ali', 'Schrein von Imam Ali'),
      l('مسجد الكوفة', 'Great Mosque of Kufa', 'Große Moschee von Kufa'),
      l('مقبرة وادي السلام', 'Wadi al-Salam cemetery', 'Friedhof Wadi al-Salam'),
      l('بيت الإمام علي في الكوفة', 'House of Imam Ali in Kufa', 'Haus von Imam Ali in Kufa'),
    ],
  },
  {
    ...shown('karbala'),
    scene: 'pilgrim',
    places: [
      l('مرقد الإمام الحسين', 'Shrine of Imam Husayn', 'Schrein von Imam Husain'),
      l('مرقد العباس', 'Shrine of al-Abbas', 'Schrein von al-Abbas'),
      l('ما بين الحرمين', 'Bayn al-Haramayn', 'Bayn al-Haramayn'),
      l('تل الزينبية', 'Tall al-Zaynabiya', 'Tall al-Zaynabiya'),
    ],
  },
  {
    ...shown('makkah'),
    scene: 'holy',
    places: [
      l('المسجد الحرام', 'Masjid al-Haram', 'Heilige Moschee'),
      l('جبل النور وغار حراء', 'Jabal al-Nour and the Cave of Hira', 'Jabal al-Nur und die Höhle Hira'),
      l('عرفات ومنى ومزدلفة', 'Arafat, Mina and Muzdalifah', 'Arafat, Mina und Muzdalifa'),
      l('المسجد النبوي', 'The Prophet’s Mosque', 'Prophetenmoschee'),
      l('مسجد قباء', 'Quba Mosque', 'Quba-Moschee'),
      l('جبل أحد', 'Mount Uhud', 'Berg Uhud'),
    ],
  },
  {
    ...shown('mashhad'),
    scene: 'pilgrim',
    places: [
      l('حرم الإمام الرضا', 'Shrine of Imam Reza', 'Schrein von Imam Reza'),
      l('مسجد كوهرشاد', 'Goharshad Mosque', 'Goharschad-Moschee'),
      l('نيشابور', 'Nishapur', 'Nischapur'),
      l('طرقبه وشانديز', 'Torqabeh and Shandiz', 'Torqabeh und Schandiz'),
    ],
  },
  {
    ...shown('istanbul'),
    scene: 'city',
    places: [
      l('آيا صوفيا والسلطان أحمد', 'Hagia Sophia and Sultanahmet', 'Hagia Sophia und Sultanahmet'),
      l('جولة بالقارب في البوسفور', 'Bosphorus boat tour', 'Bootsfahrt auf dem Bosporus'),
      l('جزيرة الأميرات', 'Princes’ Islands', 'Prinzeninseln'),
      l('قصر توبكابي', 'Topkapı Palace', 'Topkapı-Palast'),
      l('البازار الكبير', 'Grand Bazaar', 'Großer Basar'),
    ],
  },
  {
    ...shown('antalya'),
    scene: 'beach',
    places: [
      l('البلدة القديمة كاليتشي', 'Kaleiçi old town', 'Altstadt Kaleiçi'),
      l('شلالات دودين', 'Düden waterfalls', 'Düden-Wasserfälle'),
      l('شاطئ كونيالتي', 'Konyaaltı beach', 'Strand von Konyaaltı'),
      l('تلفريك تونكتيبي', 'Tünektepe cable car', 'Tünektepe-Seilbahn'),
    ],
  },
  {
    ...shown('trabzon'),
    scene: 'mountain',
    places: [
      l('بحيرة أوزنجول', 'Uzungöl lake', 'Uzungöl-See'),
      l('دير سوميلا', 'Sümela Monastery', 'Kloster Sümela'),
      l('هضبة آيدر', 'Ayder plateau', 'Ayder-Hochebene'),
      l('جبل بوزتبه', 'Boztepe hill', 'Boztepe-Hügel'),
    ],
  },
  {
    ...shown('tbilisi'),
    scene: 'mountain',
    places: [
      l('البلدة القديمة وقلعة ناريكالا', 'Old Tbilisi and Narikala fortress', 'Altstadt und Festung Narikala'),
      l('متسخيتا', 'Mtskheta', 'Mzcheta'),
      l('كازبيجي', 'Kazbegi', 'Kasbegi'),
      l('غودوري', 'Gudauri', 'Gudauri'),
    ],
  },
  {
    ...shown('batumi'),
    scene: 'beach',
    places: [
      l('كورنيش باتومي', 'Batumi boulevard', 'Boulevard von Batumi'),
      l('الحديقة النباتية', 'Botanical garden', 'Botanischer Garten'),
      l('شلالات مختفيلي', 'Makhuntseti waterfall', 'Wasserfall Machunzeti'),
      l('قلعة غونيو', 'Gonio fortress', 'Festung Gonio'),
    ],
  },
  {
    ...shown('baku'),
    scene: 'city',
    places: [
      l('المدينة القديمة إتشري شهر', 'Icherisheher old city', 'Altstadt İçərişəhər'),
      l('أبراج اللهب', 'Flame Towers', 'Flame Towers'),
      l('غابالا', 'Gabala', 'Qəbələ'),
      l('شاهداغ', 'Shahdag', 'Şahdağ'),
    ],
  },
  {
    ...shown('cairo'),
    scene: 'city',
    places: [
      l('أهرامات الجيزة وأبو الهول', 'Giza pyramids and the Sphinx', 'Pyramiden von Gizeh und Sphinx'),
      l('المتحف المصري الكبير', 'Grand Egyptian Museum', 'Großes Ägyptisches Museum'),
      l('خان الخليلي والحسين', 'Khan el-Khalili and al-Hussein', 'Khan el-Khalili und al-Hussein'),
      l('رحلة نيلية', 'Nile cruise dinner', 'Abendessen auf dem Nil'),
    ],
  },
  {
    ...shown('sharm-el-sheikh'),
    scene: 'beach',
    places: [
      l('محمية رأس محمد', 'Ras Mohammed reserve', 'Nationalpark Ras Mohammed'),
      l('خليج نعمة', 'Naama Bay', 'Naama Bay'),
      l('جزيرة تيران', 'Tiran island', 'Insel Tiran'),
      l('سوق شرم القديم', 'Old Market', 'Alter Markt'),
    ],
  },
  {
    ...shown('beirut'),
    scene: 'city',
    places: [
      l('مغارة جعيتا', 'Jeita grotto', 'Jeita-Grotte'),
      l('حريصا وجونيه', 'Harissa and Jounieh', 'Harissa und Jounieh'),
      l('جبيل', 'Byblos', 'Byblos'),
      l('صخرة الروشة', 'Raouché rocks', 'Raouché-Felsen'),
    ],
  },
  {
    ...shown('kuala-lumpur'),
    scene: 'city',
    places: [
      l('برجا بتروناس', 'Petronas Towers', 'Petronas Towers'),
      l('مرتفعات جنتنج', 'Genting Highlands', 'Genting Highlands'),
      l('كهوف باتو', 'Batu Caves', 'Batu-Höhlen'),
      l('جزيرة لنكاوي', 'Langkawi island', 'Insel Langkawi'),
    ],
  },
  {
    ...shown('bangkok'),
    scene: 'beach',
    places: [
      l('القصر الكبير', 'Grand Palace', 'Großer Palast'),
      l('السوق العائم', 'Floating market', 'Schwimmender Markt'),
      l('جزيرة بوكيت', 'Phuket island', 'Insel Phuket'),
      l('جزر في في', 'Phi Phi islands', 'Phi-Phi-Inseln'),
    ],
  },
];

export interface HotelStay {
  city: LocalizedText;
  name: LocalizedText;
  nights: number;
  haramDistanceM: number | null;
}

export interface TourTemplate {
  key: string;
  kind: TourKind;
  destination: string;
  title: LocalizedText;
  description: LocalizedText;
  days: number;
  stars: number;
  /** Per adult in a triple room (or the one price), IQD, from Baghdad. */
  priceIqd: number;
  /** Double, triple and quad rooms priced differently. */
  occupancy: boolean;
  origins: string[];
  inclusions: TourInclusion[];
  hotels: HotelStay[];
  /** Group size of a departure. */
  group: number;
  /** Days between departures. */
  every: number;
}

const ALL = ['baghdad', 'erbil', 'basra', 'najaf'];
const SOUTH = ['baghdad', 'basra', 'najaf'];
const NORTH = ['baghdad', 'erbil', 'basra'];
/** Everything a package can include. */
const FULL: TourInclusion[] = [...TOUR_INCLUSIONS];
const HOLIDAY: TourInclusion[] = ['airfare', 'local_transport', 'accommodation', 'entrance_fees', 'digital_guide'];
const PILGRIM: TourInclusion[] = ['airfare', 'local_transport', 'accommodation', 'guide_gratuity', 'food_drinks'];
const OVERLAND: TourInclusion[] = ['coach', 'accommodation', 'guide_gratuity', 'food_drinks'];

const MAKKAH = l('مكة المكرمة', 'Makkah', 'Mekka');
const MADINAH = l('المدينة المنورة', 'Madinah', 'Medina');
const stay = (city: LocalizedText, name: LocalizedText, nights: number, haramDistanceM: number | null = null) => ({
  city,
  name,
  nights,
  haramDistanceM,
});

export const TOUR_TEMPLATES: TourTemplate[] = [
  {
    key: 'umrah-economy',
    kind: 'umrah',
    destination: 'makkah',
    title: l('عمرة اقتصادية عشرة أيام', 'Economy Umrah, 10 days', 'Umrah Economy, 10 Tage'),
    description: l(
      'عمرة بسعر مناسب مع فنادق قريبة من الحرمين، ومرشد ديني يرافق المجموعة طوال الرحلة.',
      'An affordable Umrah with hotels close to both Harams and a religious guide with the group throughout.',
      'Eine günstige Umrah mit Hotels nahe beiden Heiligtümern und einem religiösen Begleiter während der ganzen Reise.',
    ),
    days: 10,
    stars: 3,
    priceIqd: 1_850_000,
    occupancy: true,
    origins: ALL,
    inclusions: PILGRIM,
    hotels: [
      stay(MAKKAH, l('فندق دار الإيمان', 'Dar Al Eiman hotel', 'Hotel Dar Al Eiman'), 6, 900),
      stay(MADINAH, l('فندق طيبة', 'Taiba hotel', 'Hotel Taiba'), 3, 450),
    ],
    group: 45,
    every: 7,
  },
  {
    key: 'umrah-comfort',
    kind: 'umrah',
    destination: 'makkah',
    title: l('عمرة مريحة أربعة عشر يومًا', 'Comfort Umrah, 14 days', 'Umrah Komfort, 14 Tage'),
    description: l(
      'أربعة عشر يومًا بين مكة المكرمة والمدينة المنورة في فنادق أربع نجوم على بعد خطوات من الحرم.',
      'Fourteen days between Makkah and Madinah in four-star hotels a few steps from the Haram.',
      'Vierzehn Tage zwischen Mekka und Medina in Vier-Sterne-Hotels wenige Schritte vom Haram.',
    ),
    days: 14,
    stars: 4,
    priceIqd: 2_650_000,
    occupancy: true,
    origins: ALL,
    inclusions: [...PILGRIM, 'coach'],
    hotels: [
      stay(MAKKAH, l('فندق أجياد', 'Ajyad hotel', 'Hotel Ajyad'), 8, 350),
      stay(MADINAH, l('فندق المدينة هيلتون', 'Madinah Hilton', 'Madinah Hilton'), 5, 200),
    ],
    group: 40,
    every: 10,
  },
  {
    key: 'umrah-premium',
    kind: 'umrah',
    destination: 'makkah',
    title: l('عمرة مميزة سبعة أيام', 'Premium Umrah, 7 days', 'Umrah Premium, 7 Tage'),
    description: l(
      'عمرة قصيرة في فنادق خمس نجوم مطلة على الحرم، مع نقل خاص بين المدينتين.',
      'A short Umrah in five-star hotels overlooking the Haram, with private transfers between the two cities.',
      'Eine kurze Umrah in Fünf-Sterne-Hotels mit Blick auf den Haram und privaten Transfers zwischen beiden Städten.',
    ),
    days: 7,
    stars: 5,
    priceIqd: 3_900_000,
    occupancy: true,
    origins: ['baghdad', 'erbil', 'basra'],
    inclusions: FULL,
    hotels: [
      stay(MAKKAH, l('فندق برج الساعة', 'Clock Tower hotel', 'Hotel am Uhrturm'), 4, 100),
      stay(MADINAH, l('فندق الأنصار', 'Al Ansar hotel', 'Hotel Al Ansar'), 2, 50),
    ],
    group: 24,
    every: 14,
  },
  {
    key: 'umrah-family',
    kind: 'umrah',
    destination: 'makkah',
    title: l('عمرة العائلة اثنا عشر يومًا', 'Family Umrah, 12 days', 'Familien-Umrah, 12 Tage'),
    description: l(
      'برنامج عائلي بغرف رباعية وثلاثية، وأسعار مخفضة للأطفال، ووجبات يومية.',
      'A family programme with quad and triple rooms, lower prices for children and daily meals.',
      'Ein Familienprogramm mit Drei- und Vierbettzimmern, günstigeren Kinderpreisen und täglichen Mahlzeiten.',
    ),
    days: 12,
    stars: 4,
    priceIqd: 2_300_000,
    occupancy: true,
    origins: SOUTH,
    inclusions: [...PILGRIM, 'coach'],
    hotels: [
      stay(MAKKAH, l('فندق الكسوة', 'Al Kiswah towers', 'Al Kiswah Towers'), 7, 600),
      stay(MADINAH, l('فندق دار الهجرة', 'Dar Al Hijra hotel', 'Hotel Dar Al Hijra'), 4, 300),
    ],
    group: 45,
    every: 12,
  },
  {
    key: 'hajj-standard',
    kind: 'hajj',
    destination: 'makkah',
    title: l('حج عادي واحد وعشرون يومًا', 'Hajj, 21 days', 'Hadsch, 21 Tage'),
    description: l(
      'برنامج الحج الكامل بإشراف مرشدين معتمدين، مع خيام منى وعرفات ونقل بالحافلات بين المشاعر.',
      'The full Hajj with licensed guides, tents in Mina and Arafat and coaches between the holy sites.',
      'Der vollständige Hadsch mit zugelassenen Begleitern, Zelten in Mina und Arafat und Bussen zwischen den heiligen Stätten.',
    ),
    days: 21,
    stars: 4,
    priceIqd: 11_500_000,
    occupancy: true,
    origins: ALL,
    inclusions: FULL,
    hotels: [
      stay(MAKKAH, l('فندق العزيزية', 'Aziziyah hotel', 'Hotel Aziziyah'), 14, 1500),
      stay(MADINAH, l('فندق المختارة', 'Al Mukhtara hotel', 'Hotel Al Mukhtara'), 6, 250),
    ],
    group: 50,
    every: 0,
  },
  {
    key: 'hajj-premium',
    kind: 'hajj',
    destination: 'makkah',
    title: l('حج مميز ثمانية عشر يومًا', 'Premium Hajj, 18 days', 'Hadsch Premium, 18 Tage'),
    description: l(
      'حج بفنادق خمس نجوم قرب الحرم وخيام مكيفة في منى، ومجموعة صغيرة.',
      'Hajj in five-star hotels near the Haram, air-conditioned tents in Mina and a small group.',
      'Hadsch in Fünf-Sterne-Hotels nahe dem Haram, klimatisierten Zelten in Mina und einer kleinen Gruppe.',
    ),
    days: 18,
    stars: 5,
    priceIqd: 16_000_000,
    occupancy: true,
    origins: ['baghdad', 'erbil', 'basra'],
    inclusions: FULL,
    hotels: [
      stay(MAKKAH, l('فندق مكارم البيت', 'Makarem Al Bait', 'Makarem Al Bait'), 11, 150),
      stay(MADINAH, l('فندق دار التقوى', 'Dar Al Taqwa', 'Dar Al Taqwa'), 6, 50),
    ],
    group: 30,
    every: 0,
  },
  {
    key: 'mashhad-coach',
    kind: 'ziyarat',
    destination: 'mashhad',
    title: l('زيارة مشهد برًا ثمانية أيام', 'Mashhad by coach, 8 days', 'Maschhad mit dem Bus, 8 Tage'),
    description: l(
      'زيارة الإمام الرضا بالحافلات المكيفة مع توقف في قم، وفندق قريب من الحرم.',
      'A visit to Imam Reza by air-conditioned coach, with a stop in Qom and a hotel near the shrine.',
      'Eine Pilgerreise zu Imam Reza im klimatisierten Bus mit Halt in Ghom und einem Hotel nahe dem Schrein.',
    ),
    days: 8,
    stars: 3,
    priceIqd: 650_000,
    occupancy: false,
    origins: SOUTH,
    inclusions: OVERLAND,
    hotels: [stay(l('مشهد', 'Mashhad', 'Maschhad'), l('فندق الرضوان', 'Al Radwan hotel', 'Hotel Al Radwan'), 5, 400)],
    group: 49,
    every: 5,
  },
  {
    key: 'mashhad-air',
    kind: 'ziyarat',
    destination: 'mashhad',
    title: l('زيارة مشهد جوًا خمسة أيام', 'Mashhad by air, 5 days', 'Maschhad mit dem Flugzeug, 5 Tage'),
    description: l(
      'رحلة جوية مباشرة إلى مشهد، وفندق أربع نجوم على بعد خطوات من حرم الإمام الرضا.',
      'A direct flight to Mashhad and a four-star hotel a few steps from the shrine of Imam Reza.',
      'Ein Direktflug nach Maschhad und ein Vier-Sterne-Hotel wenige Schritte vom Schrein Imam Rezas.',
    ),
    days: 5,
    stars: 4,
    priceIqd: 1_150_000,
    occupancy: true,
    origins: ALL,
    inclusions: PILGRIM,
    hotels: [stay(l('مشهد', 'Mashhad', 'Maschhad'), l('فندق قصر الضيافة', 'Ghasr Talaee', 'Ghasr Talaee'), 4, 150)],
    group: 35,
    every: 7,
  },
  {
    key: 'karbala-visitors',
    kind: 'ziyarat',
    destination: 'karbala',
    title: l('زيارة كربلاء والنجف أربعة أيام', 'Karbala and Najaf visit, 4 days', 'Kerbela und Nadschaf, 4 Tage'),
    description: l(
      'زيارة العتبات المقدسة في كربلاء والنجف للزوار، مع حافلة ومرشد ووجبات.',
      'A visit to the holy shrines of Karbala and Najaf for visitors, with a coach, a guide and meals.',
      'Ein Besuch der heiligen Schreine von Kerbela und Nadschaf mit Bus, Begleiter und Mahlzeiten.',
    ),
    days: 4,
    stars: 3,
    priceIqd: 380_000,
    occupancy: true,
    origins: NORTH,
    inclusions: OVERLAND,
    hotels: [
      stay(l('كربلاء', 'Karbala', 'Kerbela'), l('فندق قصر الضيافة', 'Qasr Al Diyafa', 'Qasr Al Diyafa'), 2, 300),
      stay(l('النجف', 'Najaf', 'Nadschaf'), l('فندق الغدير', 'Al Ghadeer hotel', 'Hotel Al Ghadeer'), 1, 250),
    ],
    group: 49,
    every: 3,
  },
  {
    key: 'najaf-kufa',
    kind: 'ziyarat',
    destination: 'najaf',
    title: l('زيارة النجف والكوفة ثلاثة أيام', 'Najaf and Kufa visit, 3 days', 'Nadschaf und Kufa, 3 Tage'),
    description: l(
      'ثلاثة أيام في النجف الأشرف والكوفة، مع زيارة مسجد الكوفة ووادي السلام.',
      'Three days in Najaf and Kufa, with the Great Mosque of Kufa and Wadi al-Salam.',
      'Drei Tage in Nadschaf und Kufa mit der Großen Moschee von Kufa und Wadi al-Salam.',
    ),
    days: 3,
    stars: 3,
    priceIqd: 290_000,
    occupancy: false,
    origins: ['baghdad', 'erbil', 'basra'],
    inclusions: OVERLAND,
    hotels: [stay(l('النجف', 'Najaf', 'Nadschaf'), l('فندق الغدير', 'Al Ghadeer hotel', 'Hotel Al Ghadeer'), 2, 250)],
    group: 49,
    every: 4,
  },
  {
    key: 'istanbul-classic',
    kind: 'holiday',
    destination: 'istanbul',
    title: l('إسطنبول الكلاسيكية ستة أيام', 'Classic Istanbul, 6 days', 'Klassisches Istanbul, 6 Tage'),
    description: l(
      'أهم معالم إسطنبول بين أوروبا وآسيا: السلطان أحمد، البوسفور، وجزر الأميرات.',
      'Istanbul’s great sights between Europe and Asia: Sultanahmet, the Bosphorus and the Princes’ Islands.',
      'Istanbuls Höhepunkte zwischen Europa und Asien: Sultanahmet, der Bosporus und die Prinzeninseln.',
    ),
    days: 6,
    stars: 4,
    priceIqd: 1_250_000,
    occupancy: true,
    origins: ALL,
    inclusions: HOLIDAY,
    hotels: [stay(l('إسطنبول', 'Istanbul'), l('فندق غراند تقسيم', 'Grand Taksim hotel', 'Hotel Grand Taksim'), 5)],
    group: 30,
    every: 7,
  },
  {
    key: 'antalya-beach',
    kind: 'holiday',
    destination: 'antalya',
    title: l('أنطاليا شامل كليًا سبعة أيام', 'Antalya all inclusive, 7 days', 'Antalya all inclusive, 7 Tage'),
    description: l(
      'منتجع خمس نجوم شامل كليًا على شاطئ البحر المتوسط، مع جولة في البلدة القديمة.',
      'A five-star all-inclusive resort on the Mediterranean, with a tour of the old town.',
      'Ein Fünf-Sterne-All-inclusive-Resort am Mittelmeer mit einer Führung durch die Altstadt.',
    ),
    days: 7,
    stars: 5,
    priceIqd: 1_650_000,
    occupancy: true,
    origins: NORTH,
    inclusions: [...HOLIDAY, 'food_drinks'],
    hotels: [stay(l('أنطاليا', 'Antalya'), l('منتجع لارا', 'Lara resort', 'Lara Resort'), 6)],
    group: 30,
    every: 7,
  },
  {
    key: 'trabzon-green',
    kind: 'holiday',
    destination: 'trabzon',
    title: l('طرابزون الخضراء سبعة أيام', 'Green Trabzon, 7 days', 'Grünes Trabzon, 7 Tage'),
    description: l(
      'بحيرات وهضاب البحر الأسود: أوزنجول وآيدر ودير سوميلا، في طقس صيفي معتدل.',
      'Lakes and highlands of the Black Sea: Uzungöl, Ayder and Sümela, in mild summer weather.',
      'Seen und Hochebenen am Schwarzen Meer: Uzungöl, Ayder und Sümela bei mildem Sommerwetter.',
    ),
    days: 7,
    stars: 4,
    priceIqd: 1_350_000,
    occupancy: true,
    origins: ALL,
    inclusions: [...HOLIDAY, 'coach'],
    hotels: [stay(l('طرابزون', 'Trabzon'), l('فندق زوربا', 'Zorlu Grand', 'Zorlu Grand'), 6)],
    group: 30,
    every: 7,
  },
  {
    key: 'istanbul-bursa',
    kind: 'holiday',
    destination: 'istanbul',
    title: l('إسطنبول وبورصة ثمانية أيام', 'Istanbul and Bursa, 8 days', 'Istanbul und Bursa, 8 Tage'),
    description: l(
      'خمس ليالٍ في إسطنبول وليلتان في بورصة مع صعود جبل أولوداغ بالتلفريك.',
      'Five nights in Istanbul and two in Bursa, with the cable car up Mount Uludağ.',
      'Fünf Nächte in Istanbul und zwei in Bursa mit der Seilbahn auf den Uludağ.',
    ),
    days: 8,
    stars: 4,
    priceIqd: 1_550_000,
    occupancy: true,
    origins: NORTH,
    inclusions: [...HOLIDAY, 'coach'],
    hotels: [
      stay(l('إسطنبول', 'Istanbul'), l('فندق بيرا', 'Pera hotel', 'Hotel Pera'), 5),
      stay(l('بورصة', 'Bursa'), l('فندق أولوداغ', 'Uludağ hotel', 'Hotel Uludağ'), 2),
    ],
    group: 30,
    every: 10,
  },
  {
    key: 'tbilisi-mountains',
    kind: 'holiday',
    destination: 'tbilisi',
    title: l('تبليسي وجبال القوقاز ستة أيام', 'Tbilisi and the Caucasus, 6 days', 'Tiflis und der Kaukasus, 6 Tage'),
    description: l(
      'تبليسي القديمة ومتسخيتا وكازبيجي، مع طريق جبلي بين قمم القوقاز.',
      'Old Tbilisi, Mtskheta and Kazbegi, with a mountain road among the Caucasus peaks.',
      'Alt-Tiflis, Mzcheta und Kasbegi auf einer Bergstraße zwischen den Gipfeln des Kaukasus.',
    ),
    days: 6,
    stars: 4,
    priceIqd: 1_150_000,
    occupancy: true,
    origins: ALL,
    inclusions: [...HOLIDAY, 'coach'],
    hotels: [stay(l('تبليسي', 'Tbilisi', 'Tiflis'), l('فندق رستافيلي', 'Rustaveli hotel', 'Hotel Rustaweli'), 5)],
    group: 30,
    every: 7,
  },
  {
    key: 'batumi-sea',
    kind: 'holiday',
    destination: 'batumi',
    title: l(
      'باتومي والبحر الأسود سبعة أيام',
      'Batumi and the Black Sea, 7 days',
      'Batumi und das Schwarze Meer, 7 Tage',
    ),
    description: l(
      'عطلة بحرية في باتومي مع الحديقة النباتية وشلالات مخونتسيتي.',
      'A seaside holiday in Batumi with the botanical garden and the Makhuntseti waterfall.',
      'Badeurlaub in Batumi mit dem Botanischen Garten und dem Wasserfall Machunzeti.',
    ),
    days: 7,
    stars: 4,
    priceIqd: 1_250_000,
    occupancy: true,
    origins: NORTH,
    inclusions: HOLIDAY,
    hotels: [stay(l('باتومي', 'Batumi'), l('فندق البحر', 'Sea Towers hotel', 'Hotel Sea Towers'), 6)],
    group: 30,
    every: 7,
  },
  {
    key: 'baku-gabala',
    kind: 'holiday',
    destination: 'baku',
    title: l('باكو وغابالا خمسة أيام', 'Baku and Gabala, 5 days', 'Baku und Qəbələ, 5 Tage'),
    description: l(
      'مدينة الرياح وأبراج اللهب، ويوم في غابات غابالا.',
      'The city of winds and the Flame Towers, and a day in the forests of Gabala.',
      'Die Stadt der Winde und die Flame Towers, dazu ein Tag in den Wäldern von Qəbələ.',
    ),
    days: 5,
    stars: 4,
    priceIqd: 1_050_000,
    occupancy: true,
    origins: ALL,
    inclusions: [...HOLIDAY, 'coach'],
    hotels: [stay(l('باكو', 'Baku'), l('فندق البحر الأزرق', 'Boulevard hotel', 'Hotel Boulevard'), 4)],
    group: 30,
    every: 7,
  },
  {
    key: 'cairo-pyramids',
    kind: 'holiday',
    destination: 'cairo',
    title: l('القاهرة والأهرامات ستة أيام', 'Cairo and the pyramids, 6 days', 'Kairo und die Pyramiden, 6 Tage'),
    description: l(
      'الأهرامات والمتحف المصري الكبير وخان الخليلي، مع عشاء على ضفاف النيل.',
      'The pyramids, the Grand Egyptian Museum and Khan el-Khalili, with dinner on the Nile.',
      'Die Pyramiden, das Große Ägyptische Museum und Khan el-Khalili, mit Abendessen auf dem Nil.',
    ),
    days: 6,
    stars: 4,
    priceIqd: 1_100_000,
    occupancy: true,
    origins: SOUTH,
    inclusions: FULL,
    hotels: [stay(l('القاهرة', 'Cairo', 'Kairo'), l('فندق النيل', 'Nile Ritz hotel', 'Hotel Nile Ritz'), 5)],
    group: 30,
    every: 10,
  },
  {
    key: 'sharm-resort',
    kind: 'holiday',
    destination: 'sharm-el-sheikh',
    title: l('شرم الشيخ سبعة أيام', 'Sharm El Sheikh, 7 days', 'Scharm El-Scheich, 7 Tage'),
    description: l(
      'شواطئ البحر الأحمر والشعاب المرجانية في منتجع خمس نجوم شامل كليًا.',
      'Red Sea beaches and coral reefs from a five-star all-inclusive resort.',
      'Strände und Korallenriffe des Roten Meeres in einem Fünf-Sterne-All-inclusive-Resort.',
    ),
    days: 7,
    stars: 5,
    priceIqd: 1_450_000,
    occupancy: true,
    origins: NORTH,
    inclusions: [...HOLIDAY, 'food_drinks'],
    hotels: [stay(l('شرم الشيخ', 'Sharm El Sheikh'), l('منتجع خليج نعمة', 'Naama Bay resort', 'Naama Bay Resort'), 6)],
    group: 30,
    every: 7,
  },
  {
    key: 'beirut-lebanon',
    kind: 'holiday',
    destination: 'beirut',
    title: l('بيروت وجبل لبنان خمسة أيام', 'Beirut and Mount Lebanon, 5 days', 'Beirut und der Libanonberg, 5 Tage'),
    description: l(
      'بيروت ومغارة جعيتا وحريصا وجبيل، في خمسة أيام.',
      'Beirut, the Jeita grotto, Harissa and Byblos in five days.',
      'Beirut, die Jeita-Grotte, Harissa und Byblos in fünf Tagen.',
    ),
    days: 5,
    stars: 4,
    priceIqd: 1_200_000,
    occupancy: false,
    origins: SOUTH,
    inclusions: [...HOLIDAY, 'coach'],
    hotels: [stay(l('بيروت', 'Beirut'), l('فندق الحمرا', 'Hamra hotel', 'Hotel Hamra'), 4)],
    group: 25,
    every: 10,
  },
  {
    key: 'malaysia-langkawi',
    kind: 'holiday',
    destination: 'kuala-lumpur',
    title: l('ماليزيا ولنكاوي تسعة أيام', 'Malaysia and Langkawi, 9 days', 'Malaysia und Langkawi, 9 Tage'),
    description: l(
      'كوالالمبور ومرتفعات جنتنج وجزيرة لنكاوي، مع رحلات داخلية.',
      'Kuala Lumpur, the Genting Highlands and Langkawi island, with domestic flights.',
      'Kuala Lumpur, die Genting Highlands und die Insel Langkawi mit Inlandsflügen.',
    ),
    days: 9,
    stars: 4,
    priceIqd: 2_300_000,
    occupancy: true,
    origins: ALL,
    inclusions: FULL,
    hotels: [
      stay(l('كوالالمبور', 'Kuala Lumpur'), l('فندق بوكيت بينتانج', 'Bukit Bintang hotel', 'Hotel Bukit Bintang'), 5),
      stay(l('لنكاوي', 'Langkawi'), l('منتجع لنكاوي', 'Langkawi resort', 'Langkawi Resort'), 3),
    ],
    group: 25,
    every: 14,
  },
  {
    key: 'thailand-phuket',
    kind: 'holiday',
    destination: 'bangkok',
    title: l('بانكوك وبوكيت تسعة أيام', 'Bangkok and Phuket, 9 days', 'Bangkok und Phuket, 9 Tage'),
    description: l(
      'بانكوك وقصرها الكبير، ثم شواطئ بوكيت وجزر في في.',
      'Bangkok and its Grand Palace, then the beaches of Phuket and the Phi Phi islands.',
      'Bangkok mit dem Großen Palast, dann die Strände von Phuket und die Phi-Phi-Inseln.',
    ),
    days: 9,
    stars: 4,
    priceIqd: 2_450_000,
    occupancy: true,
    origins: ALL,
    inclusions: FULL,
    hotels: [
      stay(l('بانكوك', 'Bangkok'), l('فندق سوكومفيت', 'Sukhumvit hotel', 'Hotel Sukhumvit'), 4),
      stay(l('بوكيت', 'Phuket'), l('منتجع باتونغ', 'Patong resort', 'Patong Resort'), 4),
    ],
    group: 25,
    every: 14,
  },
];

/** The Day of Arafah (9 Dhu al-Hijjah) of the coming Hajj seasons, as announced by the Umm al-Qura calendar. */
export const ARAFAH_DAYS = ['2026-05-26', '2027-05-15', '2028-05-04', '2029-04-23', '2030-04-13'];
