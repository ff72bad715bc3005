import { interpolate, type Lang } from './i18n.js';
import { formatMoney } from './money-format.js';

/**
 * Messages shared by the API (problem `detail`, field `message`) and the web app (form errors),
 * so both sides say the same thing. Zod schemas in this package use these keys as their messages.
 */
export const MESSAGES = {
  // field validation
  required: { en: 'This field is required', ar: 'هذا الحقل مطلوب', de: 'Dieses Feld ist erforderlich' },
  invalid_email: {
    en: 'Invalid email address',
    ar: 'عنوان البريد الإلكتروني غير صالح',
    de: 'Ungültige E-Mail-Adresse',
  },
  invalid_url: { en: 'Invalid URL', ar: 'رابط غير صالح', de: 'Ungültige URL' },
  passwords_mismatch: {
    en: 'Passwords do not match',
    ar: 'كلمتا المرور غير متطابقتين',
    de: 'Passwörter stimmen nicht überein',
  },
  too_short: {
    en: 'Must be at least {min} characters',
    ar: 'يجب ألا يقل عن {min} أحرف',
    de: 'Mindestens {min} Zeichen erforderlich',
  },
  too_long: {
    en: 'Must be at most {max} characters',
    ar: 'يجب ألا يزيد عن {max} حرفًا',
    de: 'Höchstens {max} Zeichen erlaubt',
  },
  too_small_number: { en: 'Must be at least {min}', ar: 'يجب ألا يقل عن {min}', de: 'Muss mindestens {min} sein' },
  too_big_number: { en: 'Must be at most {max}', ar: 'يجب ألا يزيد عن {max}', de: 'Darf höchstens {max} sein' },
  invalid_type: { en: 'Invalid value', ar: 'قيمة غير صالحة', de: 'Ungültiger Wert' },
  invalid_choice: {
    en: 'Choose one of the allowed values',
    ar: 'اختر إحدى القيم المسموح بها',
    de: 'Wählen Sie einen der erlaubten Werte',
  },
  choose_gender: {
    en: 'Choose male or female',
    ar: 'اختر الجنس: ذكر أو أنثى',
    de: 'Wählen Sie männlich oder weiblich',
  },
  unknown_field: { en: 'Unknown field', ar: 'حقل غير معروف', de: 'Unbekanntes Feld' },
  invalid_characters: {
    en: 'Remove the invisible control characters',
    ar: 'احذف أحرف التحكم غير المرئية',
    de: 'Entfernen Sie die unsichtbaren Steuerzeichen',
  },
  invalid_licence_number: {
    en: 'Enter the licence number as printed: letters, digits, spaces, / . or -',
    ar: 'أدخل رقم الرخصة كما هو مطبوع: أحرف وأرقام ومسافات و / . أو -',
    de: 'Geben Sie die Lizenznummer wie gedruckt ein: Buchstaben, Ziffern, Leerzeichen, / . oder -',
  },
  broken_characters: {
    en: 'This text holds a broken character (half of an emoji or symbol); type it again',
    ar: 'يحتوي هذا النص على حرف تالف (نصف رمز أو وجه تعبيري)؛ اكتبه مرة أخرى',
    de: 'Dieser Text enthält ein beschädigtes Zeichen (ein halbes Emoji oder Symbol); geben Sie ihn erneut ein',
  },
  invalid_amount: {
    en: 'Enter a positive amount with at most {scale} decimals',
    ar: 'أدخل مبلغًا موجبًا بما لا يزيد عن {scale} منازل عشرية',
    de: 'Geben Sie einen positiven Betrag mit höchstens {scale} Nachkommastellen ein',
  },
  invalid_id: { en: 'Invalid identifier', ar: 'معرّف غير صالح', de: 'Ungültige Kennung' },
  password_weak: {
    en: 'Use at least 8 characters',
    ar: 'استخدم 8 أحرف على الأقل',
    de: 'Verwenden Sie mindestens 8 Zeichen',
  },
  same_currency: {
    en: 'Choose two different currencies',
    ar: 'اختر عملتين مختلفتين',
    de: 'Wählen Sie zwei verschiedene Währungen',
  },

  // flights
  invalid_airport: {
    en: 'Enter a three-letter airport code',
    ar: 'أدخل رمز مطار من ثلاثة أحرف',
    de: 'Geben Sie einen dreistelligen Flughafencode ein',
  },
  unknown_airport: {
    en: 'We do not know this airport',
    ar: 'هذا المطار غير معروف لدينا',
    de: 'Diesen Flughafen kennen wir nicht',
  },
  invalid_date: {
    en: 'Enter a date as YYYY-MM-DD',
    ar: 'أدخل التاريخ بالصيغة YYYY-MM-DD',
    de: 'Geben Sie ein Datum als JJJJ-MM-TT ein',
  },
  date_in_past: {
    en: 'This date has already passed',
    ar: 'هذا التاريخ قد مضى',
    de: 'Dieses Datum liegt in der Vergangenheit',
  },
  date_too_far: {
    en: 'We sell flights up to 330 days ahead',
    ar: 'نبيع الرحلات حتى 330 يومًا مقدمًا',
    de: 'Flüge verkaufen wir bis 330 Tage im Voraus',
  },
  dates_out_of_order: {
    en: 'This date is before the previous flight',
    ar: 'هذا التاريخ يسبق الرحلة السابقة',
    de: 'Dieses Datum liegt vor dem vorherigen Flug',
  },
  return_before_departure: {
    en: 'The return date is before the departure date',
    ar: 'تاريخ العودة قبل تاريخ الذهاب',
    de: 'Das Rückflugdatum liegt vor dem Hinflugdatum',
  },
  same_airports: {
    en: 'Choose a destination different from the origin',
    ar: 'اختر وجهة مختلفة عن مكان المغادرة',
    de: 'Wählen Sie ein anderes Ziel als den Abflugort',
  },
  invalid_slices: {
    en: 'The flights do not match the trip type',
    ar: 'الرحلات لا تطابق نوع الرحلة',
    de: 'Die Flüge passen nicht zur Reiseart',
  },
  too_many_slices: {
    en: 'A multi-city trip has at most {max} flights',
    ar: 'تضم الرحلة متعددة الوجهات {max} رحلات كحد أقصى',
    de: 'Eine Gabelflugreise hat höchstens {max} Flüge',
  },
  adults_min: {
    en: 'At least one adult must travel',
    ar: 'يجب أن يسافر بالغ واحد على الأقل',
    de: 'Mindestens ein Erwachsener muss reisen',
  },
  too_many_passengers: {
    en: 'At most 9 seated passengers (adults and children) per booking',
    ar: 'الحد الأقصى 9 مسافرين بمقاعد (بالغون وأطفال) في الحجز الواحد',
    de: 'Höchstens 9 Passagiere mit Sitzplatz (Erwachsene und Kinder) pro Buchung',
  },
  infants_exceed_adults: {
    en: 'Each infant travels on an adult’s lap: no more infants than adults',
    ar: 'يسافر كل رضيع في حضن بالغ: لا يزيد عدد الرضّع عن البالغين',
    de: 'Jedes Kleinkind reist auf dem Schoß eines Erwachsenen: nicht mehr Kleinkinder als Erwachsene',
  },
  offer_expired: {
    en: 'These search results have expired. Please search again',
    ar: 'انتهت صلاحية نتائج البحث هذه. يرجى البحث مرة أخرى',
    de: 'Diese Suchergebnisse sind abgelaufen. Bitte suchen Sie erneut',
  },
  offer_unavailable: {
    en: 'This fare is no longer available',
    ar: 'هذا السعر لم يعد متاحًا',
    de: 'Dieser Tarif ist nicht mehr verfügbar',
  },
  price_changed: {
    en: 'The price has changed to {price}. Please confirm the new price',
    ar: 'تغيّر السعر إلى {price}. يرجى تأكيد السعر الجديد',
    de: 'Der Preis hat sich auf {price} geändert. Bitte bestätigen Sie den neuen Preis',
  },
  seats_unavailable: {
    en: 'Not enough seats are left on this flight',
    ar: 'لم يتبقَّ عدد كافٍ من المقاعد على هذه الرحلة',
    de: 'Auf diesem Flug sind nicht mehr genug Plätze frei',
  },

  // hotels
  unknown_destination: {
    en: 'Choose a city or a hotel from the list',
    ar: 'اختر مدينة أو فندقًا من القائمة',
    de: 'Wählen Sie eine Stadt oder ein Hotel aus der Liste',
  },
  insurance_plan_not_found: {
    en: 'This insurance plan does not exist or is no longer sold',
    ar: 'خطة التأمين هذه غير موجودة أو لم تعد معروضة للبيع',
    de: 'Dieser Versicherungstarif existiert nicht oder wird nicht mehr angeboten',
  },
  insurance_not_applicable: {
    en: 'Travel insurance does not cover a trip to your own country',
    ar: 'لا يغطي تأمين السفر رحلة إلى بلد جنسيتك',
    de: 'Die Reiseversicherung deckt keine Reise in das eigene Land',
  },
  insurance_plan_exists: {
    en: 'A plan with this code already exists',
    ar: 'توجد خطة بهذا الرمز مسبقًا',
    de: 'Ein Tarif mit diesem Code existiert bereits',
  },
  unknown_insurance_destination: {
    en: 'Choose a country or a region (Schengen, worldwide, worldwide without the USA, Middle East)',
    ar: 'اختر بلدًا أو منطقة (شنغن، العالم، العالم عدا أمريكا، الشرق الأوسط)',
    de: 'Wählen Sie ein Land oder eine Region (Schengen, weltweit, weltweit ohne USA, Naher Osten)',
  },
  insurance_duration: {
    en: 'Enter a trip of 1 to 365 days',
    ar: 'أدخل مدة رحلة من 1 إلى 365 يومًا',
    de: 'Geben Sie eine Reisedauer von 1 bis 365 Tagen ein',
  },
  insurance_age_uncovered: {
    en: 'Our plans insure travellers aged {min} to {max}',
    ar: 'تؤمّن خططنا المسافرين من عمر {min} إلى {max} سنة',
    de: 'Unsere Tarife versichern Reisende von {min} bis {max} Jahren',
  },
  insurance_start_past: {
    en: 'The cover cannot start before today',
    ar: 'لا يمكن أن تبدأ التغطية قبل اليوم',
    de: 'Der Schutz kann nicht vor heute beginnen',
  },
  insurance_start_far: {
    en: 'The cover must start within {days} days',
    ar: 'يجب أن تبدأ التغطية خلال {days} يومًا',
    de: 'Der Schutz muss innerhalb von {days} Tagen beginnen',
  },
  insurance_plan_destination: {
    en: 'This plan does not cover this destination',
    ar: 'لا تغطي هذه الخطة هذه الوجهة',
    de: 'Dieser Tarif deckt dieses Reiseziel nicht',
  },
  insurance_plan_age: {
    en: 'This plan does not cover a traveller of this age',
    ar: 'لا تغطي هذه الخطة مسافرًا بهذا العمر',
    de: 'Dieser Tarif deckt Reisende dieses Alters nicht',
  },
  insurance_plan_duration: {
    en: 'This plan does not cover a trip of this length',
    ar: 'لا تغطي هذه الخطة رحلة بهذه المدة',
    de: 'Dieser Tarif deckt eine Reise dieser Dauer nicht',
  },
  insurance_birth_future: {
    en: 'The date of birth must be before the cover starts',
    ar: 'يجب أن يكون تاريخ الميلاد قبل بدء التغطية',
    de: 'Das Geburtsdatum muss vor Beginn des Schutzes liegen',
  },
  insurance_passport_expiry: {
    en: 'The passport must be valid until the cover ends',
    ar: 'يجب أن يبقى جواز السفر ساريًا حتى نهاية التغطية',
    de: 'Der Reisepass muss bis zum Ende des Schutzes gültig sein',
  },
  rate_band: {
    en: 'Age bands must not overlap and must run from the lower to the higher age',
    ar: 'يجب ألا تتداخل الفئات العمرية وأن تبدأ من العمر الأصغر إلى الأكبر',
    de: 'Altersgruppen dürfen sich nicht überschneiden und müssen vom niedrigeren zum höheren Alter reichen',
  },
  rate_grid: {
    en: 'Price every age band for every duration, once',
    ar: 'سعّر كل فئة عمرية لكل مدة، مرة واحدة',
    de: 'Bepreisen Sie jede Altersgruppe für jede Dauer genau einmal',
  },
  rate_order: {
    en: 'A longer trip or an older age band must not cost less',
    ar: 'يجب ألا تكون الرحلة الأطول أو الفئة العمرية الأكبر أرخص',
    de: 'Eine längere Reise oder eine ältere Altersgruppe darf nicht weniger kosten',
  },
  hotel_not_found: {
    en: 'We could not find this hotel',
    ar: 'لم نعثر على هذا الفندق',
    de: 'Dieses Hotel konnten wir nicht finden',
  },
  hotel_date_too_far: {
    en: 'We sell rooms up to {days} days ahead',
    ar: 'نبيع الغرف حتى {days} يومًا مقدمًا',
    de: 'Zimmer verkaufen wir bis {days} Tage im Voraus',
  },
  checkout_not_after_checkin: {
    en: 'Check-out must be after check-in',
    ar: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول',
    de: 'Der Abreisetag muss nach dem Anreisetag liegen',
  },
  stay_too_long: {
    en: 'A stay can be at most {max} nights',
    ar: 'لا يمكن أن تزيد الإقامة عن {max} ليلة',
    de: 'Ein Aufenthalt darf höchstens {max} Nächte dauern',
  },
  room_needs_adult: {
    en: 'Each room needs at least one adult',
    ar: 'تحتاج كل غرفة إلى بالغ واحد على الأقل',
    de: 'Jedes Zimmer braucht mindestens einen Erwachsenen',
  },
  child_ages_required: {
    en: 'Enter the age of each child',
    ar: 'أدخل عمر كل طفل',
    de: 'Geben Sie das Alter jedes Kindes an',
  },
  child_age_range: {
    en: 'Children are {min} to {max} years old; younger ones count as infants',
    ar: 'عمر الأطفال من {min} إلى {max} سنة؛ ومن هم أصغر يُحسبون رضّعًا',
    de: 'Kinder sind {min} bis {max} Jahre alt; Jüngere zählen als Kleinkinder',
  },
  room_over_capacity: {
    en: 'This room type takes at most {adults} adults and {max} guests in all',
    ar: 'يتسع هذا النوع من الغرف لـ {adults} بالغين كحد أقصى و{max} نزلاء إجمالًا',
    de: 'Dieser Zimmertyp bietet Platz für höchstens {adults} Erwachsene und insgesamt {max} Gäste',
  },
  too_many_rooms: {
    en: 'At most {max} rooms per booking',
    ar: 'الحد الأقصى {max} غرف في الحجز الواحد',
    de: 'Höchstens {max} Zimmer pro Buchung',
  },
  rooms_unavailable: {
    en: 'These rooms are no longer available for all nights of your stay',
    ar: 'لم تعد هذه الغرف متاحة لكل ليالي إقامتك',
    de: 'Diese Zimmer sind nicht mehr für alle Nächte Ihres Aufenthalts verfügbar',
  },
  rate_selection_expired: {
    en: 'This room selection has expired. Please choose the rooms again',
    ar: 'انتهت صلاحية اختيار الغرف هذا. يرجى اختيار الغرف مرة أخرى',
    de: 'Diese Zimmerauswahl ist abgelaufen. Bitte wählen Sie die Zimmer erneut',
  },
  guest_name: {
    en: 'Write the name as on the guest’s identity papers',
    ar: 'اكتب الاسم كما في وثيقة هوية النزيل',
    de: 'Schreiben Sie den Namen wie im Ausweis des Gastes',
  },
  // departures (tour packages)
  tour_not_found: {
    en: 'We could not find this package',
    ar: 'لم نعثر على هذا البرنامج',
    de: 'Diese Pauschalreise konnten wir nicht finden',
  },
  unknown_tour_city: {
    en: 'Choose a city from the list',
    ar: 'اختر مدينة من القائمة',
    de: 'Wählen Sie eine Stadt aus der Liste',
  },
  departure_unavailable: {
    en: 'This departure can no longer be booked',
    ar: 'لم يعد حجز موعد الانطلاق هذا ممكنًا',
    de: 'Dieser Abreisetermin kann nicht mehr gebucht werden',
  },
  departure_full: {
    en: 'This departure is full: fewer places are left than travellers',
    ar: 'اكتمل موعد الانطلاق هذا: المقاعد المتبقية أقل من عدد المسافرين',
    de: 'Dieser Termin ist ausgebucht: Es sind weniger Plätze frei als Reisende',
  },
  waitlist_places_left: {
    en: 'Places are still left on this departure: book them instead of joining the waitlist',
    ar: 'لا تزال هناك أماكن متاحة في موعد الانطلاق هذا: احجزها بدلًا من الانضمام إلى قائمة الانتظار',
    de: 'Für diesen Termin sind noch Plätze frei: Buchen Sie diese, statt sich auf die Warteliste zu setzen',
  },
  waitlist_already_on: {
    en: 'You are already on the waitlist of this departure',
    ar: 'أنت مسجَّل بالفعل في قائمة انتظار موعد الانطلاق هذا',
    de: 'Sie stehen bereits auf der Warteliste dieses Termins',
  },
  waitlist_nothing_to_offer: {
    en: 'No one waiting fits the places left; nothing was offered',
    ar: 'لا أحد من المنتظرين تكفيه الأماكن المتبقية؛ لم يُعرض شيء',
    de: 'Niemand in der Warteliste passt zu den freien Plätzen; nichts wurde angeboten',
  },
  itinerary_days: {
    en: 'Give one day for each of the package’s {days} days',
    ar: 'أدخل يومًا لكل يوم من أيام الباقة، وعددها {days}',
    de: 'Geben Sie für jeden der {days} Tage des Pakets einen Tag an',
  },
  waitlist_not_found: {
    en: 'This waitlist entry was not found or has ended',
    ar: 'لم يُعثر على هذا التسجيل في قائمة الانتظار أو أنه انتهى',
    de: 'Dieser Wartelisteneintrag wurde nicht gefunden oder ist beendet',
  },
  departure_selection_expired: {
    en: 'This choice has expired. Please choose the departure again',
    ar: 'انتهت صلاحية هذا الاختيار. يرجى اختيار موعد الانطلاق مرة أخرى',
    de: 'Diese Auswahl ist abgelaufen. Bitte wählen Sie den Termin erneut',
  },
  coming_before_going: {
    en: 'The latest departure date must not be before the earliest',
    ar: 'يجب ألا يسبق آخر موعد للانطلاق أول موعد له',
    de: 'Das späteste Abreisedatum darf nicht vor dem frühesten liegen',
  },
  child_needs_adult: {
    en: 'A child travels with at least one adult',
    ar: 'يسافر الطفل مع بالغ واحد على الأقل',
    de: 'Ein Kind reist mit mindestens einem Erwachsenen',
  },
  too_many_travellers: {
    en: 'At most {max} travellers per booking',
    ar: 'الحد الأقصى {max} مسافرين في الحجز الواحد',
    de: 'Höchstens {max} Reisende pro Buchung',
  },
  unknown_option: {
    en: 'Choose one of the offered options',
    ar: 'اختر أحد الخيارات المعروضة',
    de: 'Wählen Sie eine der angebotenen Möglichkeiten',
  },
  traveller_count_mismatch: {
    en: 'Name exactly the adults and children chosen',
    ar: 'اذكر بالضبط البالغين والأطفال الذين اخترتهم',
    de: 'Nennen Sie genau die gewählten Erwachsenen und Kinder',
  },
  child_age: {
    en: 'A child is {min} to {max} years old on the day of departure',
    ar: 'عمر الطفل من {min} إلى {max} سنة يوم الانطلاق',
    de: 'Ein Kind ist am Abreisetag {min} bis {max} Jahre alt',
  },
  adult_age: {
    en: 'An adult is 12 or older on the day of departure',
    ar: 'البالغ عمره 12 سنة أو أكثر يوم الانطلاق',
    de: 'Erwachsene sind am Abreisetag mindestens 12 Jahre alt',
  },
  passport_expires_early: {
    en: 'The passport must be valid for six months after the trip',
    ar: 'يجب أن يكون جواز السفر صالحًا لستة أشهر بعد الرحلة',
    de: 'Der Reisepass muss sechs Monate nach der Reise noch gültig sein',
  },
  guest_count_mismatch: {
    en: 'Name each adult and child of this room',
    ar: 'اذكر اسم كل بالغ وطفل في هذه الغرفة',
    de: 'Nennen Sie jeden Erwachsenen und jedes Kind in diesem Zimmer',
  },

  // cars
  car_not_found: {
    en: 'We could not find this car',
    ar: 'لم نعثر على هذه السيارة',
    de: 'Dieses Fahrzeug konnten wir nicht finden',
  },
  cars_unavailable: {
    en: 'This car is no longer available for every day of your rental',
    ar: 'لم تعد هذه السيارة متاحة لكل أيام الإيجار',
    de: 'Dieses Fahrzeug ist nicht mehr an allen Tagen Ihrer Miete verfügbar',
  },
  invalid_datetime: {
    en: 'Enter a date and time',
    ar: 'أدخل تاريخًا ووقتًا',
    de: 'Geben Sie Datum und Uhrzeit ein',
  },
  dropoff_before_pickup: {
    en: 'The drop-off must be after the pick-up',
    ar: 'يجب أن يكون التسليم بعد الاستلام',
    de: 'Die Rückgabe muss nach der Abholung liegen',
  },
  pickup_in_past: {
    en: 'The pick-up time has passed: choose a later one',
    ar: 'موعد الاستلام مضى: اختر موعدًا لاحقًا',
    de: 'Die Abholzeit ist vorbei: Wählen Sie eine spätere',
  },
  rental_too_long: {
    en: 'A rental can last at most {max} days',
    ar: 'لا يزيد الإيجار على {max} يومًا',
    de: 'Eine Miete dauert höchstens {max} Tage',
  },
  pickup_too_far: {
    en: 'Pick-ups can be booked up to a year ahead',
    ar: 'يمكن حجز الاستلام حتى سنة مقدمًا',
    de: 'Abholungen können bis zu einem Jahr im Voraus gebucht werden',
  },
  invalid_age: {
    en: 'Enter the driver’s age in whole years',
    ar: 'أدخل عمر السائق بالسنوات الكاملة',
    de: 'Geben Sie das Alter des Fahrers in ganzen Jahren ein',
  },
  driver_too_young: {
    en: 'The driver must be at least {min} years old for this car',
    ar: 'يجب ألا يقل عمر السائق عن {min} عامًا لهذه السيارة',
    de: 'Der Fahrer muss für dieses Fahrzeug mindestens {min} Jahre alt sein',
  },
  unknown_office: {
    en: 'Choose one of the offices of this city',
    ar: 'اختر أحد مكاتب هذه المدينة',
    de: 'Wählen Sie eine der Stationen dieser Stadt',
  },
  invalid_licence: {
    en: 'Enter the licence number as printed (letters and digits)',
    ar: 'أدخل رقم الرخصة كما هو مطبوع (حروف وأرقام)',
    de: 'Geben Sie die Führerscheinnummer wie gedruckt ein (Buchstaben und Ziffern)',
  },
  licence_required: {
    en: 'Upload a photo of the driving licence',
    ar: 'ارفع صورة لرخصة القيادة',
    de: 'Laden Sie ein Foto des Führerscheins hoch',
  },

  // bookings
  latin_name: {
    en: 'Write the name as in the passport, in Latin letters',
    ar: 'اكتب الاسم كما في جواز السفر بالأحرف اللاتينية',
    de: 'Schreiben Sie den Namen wie im Pass, in lateinischen Buchstaben',
  },
  invalid_country: { en: 'Choose a country', ar: 'اختر دولة', de: 'Wählen Sie ein Land' },
  invalid_iban: {
    en: 'Enter an IBAN such as IQ98 NBIQ 8501 2345 6789 012',
    ar: 'أدخل رقم IBAN مثل ⁦IQ98 NBIQ 8501 2345 6789 012⁩',
    de: 'Geben Sie eine IBAN wie IQ98 NBIQ 8501 2345 6789 012 ein',
  },
  invalid_phone: {
    en: 'Enter a phone number such as +964 770 123 4567',
    ar: 'أدخل رقم هاتف مثل ⁦+964 770 123 4567⁩',
    de: 'Geben Sie eine Telefonnummer wie +964 770 123 4567 ein',
  },
  invalid_passport: {
    en: 'Enter the passport number (5 to 15 letters and digits)',
    ar: 'أدخل رقم جواز السفر (من 5 إلى 15 حرفًا ورقمًا)',
    de: 'Geben Sie die Passnummer ein (5 bis 15 Buchstaben und Ziffern)',
  },
  invalid_seat: {
    en: 'Enter a seat such as 14C, or leave it empty',
    ar: 'أدخل مقعدًا مثل 14C أو اتركه فارغًا',
    de: 'Geben Sie einen Sitz wie 14C ein oder lassen Sie das Feld leer',
  },
  terms_required: {
    en: 'Please accept the terms and conditions',
    ar: 'يرجى الموافقة على الشروط والأحكام',
    de: 'Bitte akzeptieren Sie die Geschäftsbedingungen',
  },
  // One message per passenger type, so that each language names the type in its own words.
  age_mismatch_adult: {
    en: 'On the travel date, an adult passenger must be at least 12 years old',
    ar: 'يجب أن يكون عمر المسافر البالغ 12 سنة على الأقل في تاريخ السفر',
    de: 'Am Reisetag müssen Erwachsene mindestens 12 Jahre alt sein',
  },
  age_mismatch_child: {
    en: 'On the travel date, a child passenger must be 2 to 11 years old',
    ar: 'يجب أن يكون عمر المسافر الطفل من سنتين إلى 11 سنة في تاريخ السفر',
    de: 'Am Reisetag müssen Kinder zwischen 2 und 11 Jahre alt sein',
  },
  age_mismatch_infant: {
    en: 'An infant must be born by the departure date and be under 2 years old on the last flight',
    ar: 'يجب أن يكون الرضيع مولودًا قبل تاريخ المغادرة وأن يقل عمره عن سنتين في آخر رحلة',
    de: 'Kleinkinder müssen vor dem Abflug geboren und beim letzten Flug jünger als 2 Jahre sein',
  },
  upload_unusable: {
    en: 'This image is not one of your uploads for this document. Please upload it again',
    ar: 'هذه الصورة ليست من الصور التي رفعتها لهذه الوثيقة. يرجى رفعها مرة أخرى',
    de: 'Dieses Bild gehört nicht zu Ihren Uploads für dieses Dokument. Bitte laden Sie es erneut hoch',
  },
  passport_expires_soon: {
    en: 'The passport must be valid for at least six months after the last flight',
    ar: 'يجب أن يكون جواز السفر صالحًا لستة أشهر على الأقل بعد آخر رحلة',
    de: 'Der Pass muss mindestens sechs Monate nach dem letzten Flug gültig sein',
  },
  passenger_count_mismatch: {
    en: 'The travellers do not match the passengers searched for',
    ar: 'المسافرون لا يطابقون عدد الركاب في البحث',
    de: 'Die Reisenden passen nicht zu den gesuchten Passagieren',
  },
  hold_unavailable: {
    en: 'This fare cannot be held; please pay now',
    ar: 'لا يمكن حجز هذا السعر مؤقتًا؛ يرجى الدفع الآن',
    de: 'Dieser Tarif kann nicht reserviert werden; bitte jetzt bezahlen',
  },
  upload_invalid: {
    en: 'Upload a JPEG, PNG or WebP image of at most 5 MB',
    ar: 'ارفع صورة JPEG أو PNG أو WebP بحجم لا يتجاوز 5 ميغابايت',
    de: 'Laden Sie ein JPEG-, PNG- oder WebP-Bild von höchstens 5 MB hoch',
  },
  image_too_large: {
    en: 'This image has too many pixels (at most 25 megapixels, such as 6000 × 4000): send a smaller photo',
    ar: 'عدد نقاط هذه الصورة كبير جدًا (25 ميغابكسل على الأكثر، مثل 6000 × 4000): أرسل صورة أصغر',
    de: 'Dieses Bild hat zu viele Pixel (höchstens 25 Megapixel, etwa 6000 × 4000): Senden Sie ein kleineres Foto',
  },
  too_many_uploads: {
    en: 'You have sent many images in a short time: try again in {seconds} seconds',
    ar: 'أرسلت صورًا كثيرة في وقت قصير: حاول مرة أخرى بعد {seconds} ثانية',
    de: 'Sie haben in kurzer Zeit viele Bilder gesendet: Versuchen Sie es in {seconds} Sekunden erneut',
  },
  not_cancellable: {
    en: 'This booking can no longer be cancelled here',
    ar: 'لم يعد بالإمكان إلغاء هذا الحجز من هنا',
    de: 'Diese Buchung kann hier nicht mehr storniert werden',
  },
  not_payable: {
    en: 'This booking is not waiting for payment',
    ar: 'هذا الحجز لا ينتظر الدفع',
    de: 'Diese Buchung wartet nicht auf eine Zahlung',
  },
  refund_changed: {
    en: 'The refund has changed to {amount}. Please review it again',
    ar: 'تغيّر مبلغ الاسترداد إلى {amount}. يرجى مراجعته مرة أخرى',
    de: 'Die Erstattung hat sich auf {amount} geändert. Bitte prüfen Sie sie erneut',
  },
  rate_changed: {
    en: 'The exchange now gives {amount}. Please review it again',
    ar: 'أصبح التحويل يعطي {amount}. يرجى مراجعته مرة أخرى',
    de: 'Der Umtausch ergibt jetzt {amount}. Bitte prüfen Sie ihn erneut',
  },
  not_pending: {
    en: 'This request was already decided',
    ar: 'تم البت في هذا الطلب مسبقًا',
    de: 'Über diese Anfrage wurde bereits entschieden',
  },
  booking_not_found: { en: 'Not Found Booking ..', ar: 'الحجز غير موجود ..', de: 'Buchung nicht gefunden ..' },

  // problem details
  validation_failed: {
    en: 'Some fields need your attention',
    ar: 'بعض الحقول تحتاج إلى مراجعة',
    de: 'Einige Felder müssen korrigiert werden',
  },
  malformed_body: {
    en: 'The request could not be read',
    ar: 'تعذّرت قراءة الطلب',
    de: 'Die Anfrage konnte nicht gelesen werden',
  },
  body_too_large: { en: 'The request is too large', ar: 'الطلب كبير جدًا', de: 'Die Anfrage ist zu groß' },
  unsupported_media_type: {
    en: 'This content type is not supported',
    ar: 'نوع المحتوى غير مدعوم',
    de: 'Dieser Inhaltstyp wird nicht unterstützt',
  },
  not_found: { en: 'Not found', ar: 'غير موجود', de: 'Nicht gefunden' },
  route_not_found: {
    en: 'There is no such API endpoint',
    ar: 'لا توجد واجهة برمجية بهذا العنوان',
    de: 'Diesen API-Endpunkt gibt es nicht',
  },
  unauthenticated: {
    en: 'Please log in to continue',
    ar: 'يرجى تسجيل الدخول للمتابعة',
    de: 'Bitte melden Sie sich an, um fortzufahren',
  },
  forbidden: {
    en: 'You are not allowed to do this',
    ar: 'غير مسموح لك بهذا الإجراء',
    de: 'Dazu sind Sie nicht berechtigt',
  },
  invalid_credentials: {
    en: 'Email or password is incorrect',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    de: 'E-Mail oder Passwort ist falsch',
  },
  account_inactive: { en: 'This account is deactivated', ar: 'هذا الحساب معطّل', de: 'Dieses Konto ist deaktiviert' },
  email_taken: {
    en: 'This email cannot be used to register. If it is yours, log in instead',
    ar: 'لا يمكن التسجيل بهذا البريد الإلكتروني. إن كان بريدك فسجّل الدخول',
    de: 'Mit dieser E-Mail ist keine Registrierung möglich. Wenn es Ihre ist, melden Sie sich an',
  },
  too_many_requests: {
    en: 'Too many attempts. Try again in {seconds} seconds',
    ar: 'محاولات كثيرة. حاول مرة أخرى بعد {seconds} ثانية',
    de: 'Zu viele Versuche. Versuchen Sie es in {seconds} Sekunden erneut',
  },
  insufficient_funds: {
    en: 'Your {currency} balance is not enough',
    ar: 'رصيدك بعملة {currency} غير كافٍ',
    de: 'Ihr {currency}-Guthaben reicht nicht aus',
  },
  unknown_currency: { en: 'Unknown currency', ar: 'عملة غير معروفة', de: 'Unbekannte Währung' },
  idempotency_key_reused: {
    en: 'This request key was already used for a different request',
    ar: 'مفتاح الطلب هذا استُخدم لطلب مختلف',
    de: 'Dieser Anfrageschlüssel wurde bereits für eine andere Anfrage verwendet',
  },
  idempotency_in_flight: {
    en: 'The same request is still being processed',
    ar: 'الطلب نفسه ما زال قيد المعالجة',
    de: 'Dieselbe Anfrage wird noch verarbeitet',
  },
  transaction_conflict: {
    en: 'The request collided with another one at the same moment. Please try again',
    ar: 'تزامن الطلب مع طلب آخر في اللحظة نفسها. يرجى المحاولة مرة أخرى',
    de: 'Die Anfrage traf im selben Moment auf eine andere. Bitte versuchen Sie es erneut',
  },
  transfer_conflict: {
    en: 'This operation was already recorded with other details. Please start it again',
    ar: 'سُجّلت هذه العملية مسبقًا بتفاصيل أخرى. يرجى البدء من جديد',
    de: 'Dieser Vorgang wurde bereits mit anderen Angaben erfasst. Bitte beginnen Sie neu',
  },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 8 to 255 visible characters',
    ar: 'يجب أن يتكون ترويسة Idempotency-Key من 8 إلى 255 حرفًا مرئيًا',
    de: 'Der Idempotency-Key-Header muss 8 bis 255 sichtbare Zeichen haben',
  },
  permission_denied_book: {
    en: 'Your user may not make bookings',
    ar: 'لا يملك مستخدمك صلاحية الحجز',
    de: 'Ihr Benutzer darf keine Buchungen vornehmen',
  },
  permission_denied_wallet: {
    en: 'Your user may not see or use the wallet',
    ar: 'لا يملك مستخدمك صلاحية الاطلاع على المحفظة أو استخدامها',
    de: 'Ihr Benutzer darf das Guthaben nicht sehen oder nutzen',
  },
  spending_limit_exceeded: {
    en: 'This payment exceeds your monthly spending limit of {limit}: {used} used this month, {left} left (payments in every currency count at today’s rate)',
    ar: 'هذا الدفع يتجاوز حد الإنفاق الشهري البالغ {limit}: أُنفق هذا الشهر {used}، والمتبقي {left} (تُحتسب المدفوعات بكل العملات بسعر اليوم)',
    de: 'Diese Zahlung überschreitet Ihr monatliches Ausgabenlimit von {limit}: diesen Monat verbraucht {used}, übrig {left} (Zahlungen in jeder Währung zählen zum heutigen Kurs)',
  },
  agency_only: {
    en: 'Only travel agencies we have approved can do this',
    ar: 'هذه الميزة متاحة فقط لوكالات السفر التي اعتمدناها',
    de: 'Das können nur Reisebüros, die wir freigegeben haben',
  },
  sub_user_limit: {
    en: 'Sub-users cannot manage users',
    ar: 'لا يمكن للمستخدمين الفرعيين إدارة المستخدمين',
    de: 'Unterbenutzer können keine Benutzer verwalten',
  },
  hold_expired: {
    en: 'The payment deadline of this hold has passed',
    ar: 'انتهت مهلة الدفع لهذا الحجز المؤقت',
    de: 'Die Zahlungsfrist dieser Reservierung ist abgelaufen',
  },
  hold_resolved: {
    en: 'This hold was already paid or released',
    ar: 'تم دفع هذا الحجز المؤقت أو إلغاؤه مسبقًا',
    de: 'Diese Reservierung wurde bereits bezahlt oder freigegeben',
  },
  service_unavailable: {
    en: 'The service is temporarily unavailable',
    ar: 'الخدمة غير متاحة مؤقتًا',
    de: 'Der Dienst ist vorübergehend nicht verfügbar',
  },
  document_renderer_unavailable: {
    en: 'PDF documents cannot be made right now. Print the document from the page instead',
    ar: 'لا يمكن إنشاء مستندات PDF الآن. اطبع المستند من الصفحة بدلًا من ذلك',
    de: 'PDF-Dokumente können gerade nicht erstellt werden. Drucken Sie das Dokument stattdessen aus der Seite',
  },
  document_renderer_busy: {
    en: 'Many documents are being made right now. Please try again in a moment',
    ar: 'يجري إنشاء مستندات كثيرة الآن. يرجى المحاولة بعد لحظات',
    de: 'Gerade werden viele Dokumente erstellt. Bitte versuchen Sie es gleich noch einmal',
  },
  document_link_invalid: {
    en: 'This document link has expired or was withdrawn',
    ar: 'انتهت صلاحية رابط هذا المستند أو تم سحبه',
    de: 'Dieser Dokumentlink ist abgelaufen oder wurde zurückgezogen',
  },
  internal_error: {
    en: 'Something went wrong on our side. Please try again',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى',
    de: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut',
  },
  // back office
  reason_required: {
    en: 'Give a reason of at least a few words',
    ar: 'اذكر سببًا من بضع كلمات على الأقل',
    de: 'Geben Sie einen Grund mit mindestens ein paar Worten an',
  },
  invalid_time: {
    en: 'Enter a time as HH:MM',
    ar: 'أدخل الوقت بالصيغة HH:MM',
    de: 'Geben Sie eine Uhrzeit als HH:MM ein',
  },
  invalid_slug: {
    en: 'Use lower-case Latin letters, digits and hyphens',
    ar: 'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات',
    de: 'Verwenden Sie lateinische Kleinbuchstaben, Ziffern und Bindestriche',
  },
  invalid_rate: {
    en: 'Enter a positive rate (units per 1 IQD)',
    ar: 'أدخل سعر صرف موجبًا (وحدات لكل دينار عراقي)',
    de: 'Geben Sie einen positiven Kurs ein (Einheiten je 1 IQD)',
  },
  invalid_currency_code: {
    en: 'Enter a three-letter currency code such as KWD',
    ar: 'أدخل رمز عملة من ثلاثة أحرف مثل KWD',
    de: 'Geben Sie einen dreistelligen Währungscode wie KWD ein',
  },
  invalid_carrier: {
    en: 'Enter a two-character airline code such as IA',
    ar: 'أدخل رمز شركة طيران من حرفين مثل IA',
    de: 'Geben Sie einen zweistelligen Airline-Code wie IA ein',
  },
  invalid_colour: {
    en: 'Enter a colour such as #1f6a86',
    ar: 'أدخل لونًا مثل ‎#1f6a86',
    de: 'Geben Sie eine Farbe wie #1f6a86 ein',
  },
  invalid_flight_number: {
    en: 'Enter a flight number of one to four digits',
    ar: 'أدخل رقم رحلة من رقم إلى أربعة أرقام',
    de: 'Geben Sie eine Flugnummer mit ein bis vier Ziffern ein',
  },
  invalid_aircraft: {
    en: 'Enter a three-character aircraft code such as 320',
    ar: 'أدخل رمز طائرة من ثلاثة أحرف مثل 320',
    de: 'Geben Sie einen dreistelligen Flugzeugcode wie 320 ein',
  },
  weekdays_required: {
    en: 'Choose at least one day of the week',
    ar: 'اختر يومًا واحدًا على الأقل من أيام الأسبوع',
    de: 'Wählen Sie mindestens einen Wochentag',
  },
  seats_required: {
    en: 'The aircraft needs at least one seat',
    ar: 'تحتاج الطائرة إلى مقعد واحد على الأقل',
    de: 'Das Flugzeug braucht mindestens einen Sitzplatz',
  },
  service_fee_too_low: {
    en: 'A service fee is at least 1,000 IQD',
    ar: 'لا تقل رسوم الخدمة عن 1,000 دينار',
    de: 'Eine Servicegebühr beträgt mindestens 1.000 IQD',
  },
  intake_order: {
    en: 'The deadline must be on or before the start',
    ar: 'يجب أن يكون آخر موعد للتقديم في يوم البدء أو قبله',
    de: 'Der Bewerbungsschluss muss am oder vor dem Beginn liegen',
  },
  intake_twice: {
    en: 'This start is already listed',
    ar: 'موعد البدء هذا مُدرج مسبقًا',
    de: 'Dieser Beginn ist bereits aufgeführt',
  },
  uguide_university_unknown: {
    en: 'Choose a university of this country',
    ar: 'اختر جامعة من هذا البلد',
    de: 'Wählen Sie eine Universität dieses Landes',
  },
  fare_too_low: {
    en: 'A base fare is at least 1,000 IQD',
    ar: 'لا تقل الأجرة الأساسية عن 1,000 دينار',
    de: 'Ein Grundtarif beträgt mindestens 1.000 IQD',
  },
  document_numbers_required: {
    en: 'Enter the number of each issued document',
    ar: 'أدخل رقم كل وثيقة صادرة',
    de: 'Geben Sie die Nummer jedes ausgestellten Dokuments ein',
  },
  invalid_ticket_number: {
    en: 'Enter a 13-digit ticket number such as 073-1234567890',
    ar: 'أدخل رقم تذكرة من 13 رقمًا مثل 073-1234567890',
    de: 'Geben Sie eine 13-stellige Ticketnummer wie 073-1234567890 ein',
  },
  invalid_document_number: {
    en: 'Enter 4 to 30 Latin letters, digits or hyphens',
    ar: 'أدخل من 4 إلى 30 حرفًا لاتينيًا أو رقمًا أو شرطة',
    de: 'Geben Sie 4 bis 30 lateinische Buchstaben, Ziffern oder Bindestriche ein',
  },
  tickets_per_traveller: {
    en: 'Enter one ticket number for each traveller',
    ar: 'أدخل رقم تذكرة واحدًا لكل مسافر',
    de: 'Geben Sie für jeden Reisenden eine Ticketnummer ein',
  },
  document_file_invalid: {
    en: 'Upload a PDF, JPEG, PNG or WebP file of at most 5 MB',
    ar: 'ارفع ملف PDF أو JPEG أو PNG أو WebP بحجم لا يتجاوز 5 ميغابايت',
    de: 'Laden Sie eine PDF-, JPEG-, PNG- oder WebP-Datei von höchstens 5 MB hoch',
  },
  invalid_transition: {
    en: 'This booking cannot move to that status from its current one',
    ar: 'لا يمكن نقل هذا الحجز إلى تلك الحالة من حالته الحالية',
    de: 'Diese Buchung kann aus ihrem jetzigen Status nicht in diesen wechseln',
  },
  currency_exists: {
    en: 'This currency is already configured',
    ar: 'هذه العملة مضافة مسبقًا',
    de: 'Diese Währung ist bereits eingerichtet',
  },
  base_currency_fixed: {
    en: 'The Iraqi dinar is the base currency: its rate is always 1 and it stays active',
    ar: 'الدينار العراقي هو العملة الأساسية: سعره دائمًا 1 ويبقى مفعّلًا',
    de: 'Der Irakische Dinar ist die Basiswährung: sein Kurs ist immer 1 und er bleibt aktiv',
  },
  self_action: {
    en: 'You cannot deactivate yourself or change your own role',
    ar: 'لا يمكنك تعطيل حسابك أو تغيير دورك بنفسك',
    de: 'Sie können sich nicht selbst deaktivieren oder Ihre eigene Rolle ändern',
  },
  carrier_exists: {
    en: 'An airline with this code exists already',
    ar: 'توجد شركة طيران بهذا الرمز مسبقًا',
    de: 'Eine Airline mit diesem Code gibt es bereits',
  },
  schedule_exists: {
    en: 'This airline already has a flight with this number',
    ar: 'لدى شركة الطيران هذه رحلة بهذا الرقم مسبقًا',
    de: 'Diese Airline hat bereits einen Flug mit dieser Nummer',
  },
  occupancy_below_adults: {
    en: 'The room takes at least as many guests as adults',
    ar: 'تتسع الغرفة لعدد من النزلاء لا يقل عن عدد البالغين',
    de: 'Das Zimmer fasst mindestens so viele Gäste wie Erwachsene',
  },
  rate_policy: {
    en: 'A refundable rate needs its free-cancellation days; a non-refundable one has none',
    ar: 'يحتاج السعر القابل للاسترداد إلى أيام الإلغاء المجاني، ولا يكون ذلك للسعر غير القابل للاسترداد',
    de: 'Ein erstattbarer Tarif braucht kostenlose Stornotage, ein nicht erstattbarer hat keine',
  },
  hotel_exists: {
    en: 'A hotel with this short name exists already',
    ar: 'يوجد فندق بهذا الاسم المختصر مسبقًا',
    de: 'Ein Hotel mit diesem Kurznamen gibt es bereits',
  },
  room_type_exists: {
    en: 'This hotel already has a room type with this code',
    ar: 'لدى هذا الفندق نوع غرفة بهذا الرمز مسبقًا',
    de: 'Dieses Hotel hat bereits einen Zimmertyp mit diesem Code',
  },
  ends_before_start: {
    en: 'The end date is before the start date',
    ar: 'تاريخ الانتهاء يسبق تاريخ البدء',
    de: 'Das Enddatum liegt vor dem Anfangsdatum',
  },
  departure_shape: {
    en: 'Keep the categories, options and travellers of this product’s departures, each with a price',
    ar: 'أبقِ فئات رحلات هذا المنتج وخياراتها وأنواع المسافرين فيها كما هي، ولكلٍّ منها سعر',
    de: 'Behalten Sie die Kategorien, Optionen und Reisendentypen der Termine dieses Produkts bei, jeweils mit Preis',
  },
  capacity_below_sold: {
    en: 'The capacity cannot be below the {sold} already sold',
    ar: 'لا يمكن أن تقل السعة عن {sold} مما بيع مسبقًا',
    de: 'Die Kapazität darf nicht unter den {sold} bereits verkauften liegen',
  },
  airport_exists: {
    en: 'An airport with this code exists already',
    ar: 'يوجد مطار بهذا الرمز مسبقًا',
    de: 'Einen Flughafen mit diesem Code gibt es bereits',
  },
  destination_exists: {
    en: 'A destination with this short name exists already',
    ar: 'توجد وجهة بهذا الاسم المختصر مسبقًا',
    de: 'Ein Reiseziel mit diesem Kurznamen gibt es bereits',
  },
  invalid_time_zone: {
    en: 'Enter a time zone such as Asia/Baghdad',
    ar: 'أدخل منطقة زمنية مثل Asia/Baghdad',
    de: 'Geben Sie eine Zeitzone wie Asia/Baghdad ein',
  },
  invalid_month_day: {
    en: 'Enter a day of the year as MM-DD',
    ar: 'أدخل يومًا من السنة بالصيغة MM-DD',
    de: 'Geben Sie einen Tag des Jahres als MM-TT ein',
  },
  duplicate_code: {
    en: 'This code is used twice',
    ar: 'هذا الرمز مستخدم مرتين',
    de: 'Dieser Code kommt doppelt vor',
  },

  // visas and the application pipeline (decision 080)
  visa_not_found: {
    en: 'This visa is not offered (any more)',
    ar: 'هذه التأشيرة غير معروضة (لم تعد معروضة)',
    de: 'Dieses Visum wird nicht (mehr) angeboten',
  },
  arabic_name: {
    en: 'Write the name in Arabic letters',
    ar: 'اكتب الاسم بالحروف العربية',
    de: 'Schreiben Sie den Namen in arabischer Schrift',
  },
  persons_range: {
    en: 'Apply for 1 to 9 persons',
    ar: 'قدّم الطلب لشخص واحد إلى 9 أشخاص',
    de: 'Beantragen Sie für 1 bis 9 Personen',
  },
  passport_expires_before_travel: {
    en: 'The passport must be valid for at least six months after the travel date',
    ar: 'يجب أن يكون جواز السفر صالحًا لستة أشهر على الأقل بعد تاريخ السفر',
    de: 'Der Pass muss mindestens sechs Monate nach dem Reisedatum gültig sein',
  },
  passport_issued_after: {
    en: 'The issue date must be after the date of birth and before today',
    ar: 'يجب أن يكون تاريخ الإصدار بعد تاريخ الميلاد وقبل اليوم',
    de: 'Das Ausstellungsdatum muss nach dem Geburtsdatum und vor heute liegen',
  },
  birth_date_invalid: {
    en: 'Enter a date of birth in the past',
    ar: 'أدخل تاريخ ميلاد في الماضي',
    de: 'Geben Sie ein Geburtsdatum in der Vergangenheit ein',
  },
  paper_missing: {
    en: 'Upload this document',
    ar: 'ارفع هذا المستند',
    de: 'Laden Sie dieses Dokument hoch',
  },
  paper_not_required: {
    en: 'This document is not asked for',
    ar: 'هذا المستند غير مطلوب',
    de: 'Dieses Dokument wird nicht verlangt',
  },
  application_document_invalid: {
    en: 'Upload a JPEG, PNG or PDF file of at most 5 MB',
    ar: 'ارفع ملف JPEG أو PNG أو PDF بحجم لا يتجاوز 5 ميغابايت',
    de: 'Laden Sie eine JPEG-, PNG- oder PDF-Datei von höchstens 5 MB hoch',
  },
  application_transition: {
    en: 'This application cannot move to that status from its current one (someone may have decided it already)',
    ar: 'لا يمكن نقل هذا الطلب إلى تلك الحالة من حالته الحالية (ربما بتّ فيه أحد قبلك)',
    de: 'Dieser Antrag kann aus seinem jetzigen Status nicht in diesen wechseln (vielleicht hat schon jemand entschieden)',
  },
  application_unpaid: {
    en: 'This application is not paid yet: it is worked once it is paid',
    ar: 'لم يُدفع هذا الطلب بعد: يُعالج بعد دفعه',
    de: 'Dieser Antrag ist noch nicht bezahlt: er wird nach der Zahlung bearbeitet',
  },

  malformed_url: {
    en: 'This address cannot be read. Check the link and try again',
    ar: 'تعذّرت قراءة هذا العنوان. تحقّق من الرابط وحاول مرة أخرى',
    de: 'Diese Adresse kann nicht gelesen werden. Prüfen Sie den Link und versuchen Sie es erneut',
  },
  reset_link_invalid: {
    en: 'This link to choose a new password is no longer valid. Ask for a new one',
    ar: 'لم يعد رابط اختيار كلمة مرور جديدة صالحًا. اطلب رابطًا جديدًا',
    de: 'Dieser Link zum Festlegen eines neuen Passworts ist nicht mehr gültig. Fordern Sie einen neuen an',
  },
  email_unchanged: {
    en: 'This is already your e-mail address',
    ar: 'هذا هو بريدك الإلكتروني الحالي',
    de: 'Das ist bereits Ihre E-Mail-Adresse',
  },
  email_link_invalid: {
    en: 'This link to confirm your new e-mail address is no longer valid. Ask for a new one',
    ar: 'لم يعد رابط تأكيد بريدك الإلكتروني الجديد صالحًا. اطلب رابطًا جديدًا',
    de: 'Dieser Link zur Bestätigung Ihrer neuen E-Mail-Adresse ist nicht mehr gültig. Fordern Sie einen neuen an',
  },
  mail_not_failed: {
    en: 'Only a mail that could not be sent can be sent again',
    ar: 'لا يمكن إعادة الإرسال إلا لرسالة تعذّر إرسالها',
    de: 'Nur eine E-Mail, die nicht gesendet werden konnte, kann erneut gesendet werden',
  },
  current_password_wrong: {
    en: 'Your current password is not correct',
    ar: 'كلمة المرور الحالية غير صحيحة',
    de: 'Ihr aktuelles Passwort ist nicht korrekt',
  },
  // study abroad (university guides)
  uguide_not_found: {
    en: 'This programme is not offered (any more)',
    ar: 'هذا البرنامج غير معروض (لم يعد معروضًا)',
    de: 'Dieser Studiengang wird nicht (mehr) angeboten',
  },
  intake_unknown: {
    en: 'Choose one of the programme’s intakes',
    ar: 'اختر أحد مواعيد القبول في البرنامج',
    de: 'Wählen Sie einen der Studienbeginne des Studiengangs',
  },
  intake_closed: {
    en: 'The application deadline of this intake has passed',
    ar: 'انتهى موعد التقديم لهذا الفصل',
    de: 'Die Bewerbungsfrist für diesen Studienbeginn ist abgelaufen',
  },
  grade_range: {
    en: 'Enter the final grade as a percentage from 50 to 100',
    ar: 'أدخل المعدل النهائي نسبةً مئوية بين 50 و100',
    de: 'Geben Sie die Abschlussnote als Prozentwert von 50 bis 100 ein',
  },
  student_too_young: {
    en: 'The student must be at least 16 years old',
    ar: 'يجب ألا يقل عمر الطالب عن 16 عامًا',
    de: 'Die Person muss mindestens 16 Jahre alt sein',
  },
  passport_expired: {
    en: 'The passport must be valid on the intake’s first day',
    ar: 'يجب أن يكون جواز السفر صالحًا في أول يوم من الفصل الدراسي',
    de: 'Der Pass muss am ersten Tag des Studienbeginns gültig sein',
  },

  contact_received: {
    en: 'Thank you. We received your message and will reply soon',
    ar: 'شكرًا لك. تلقّينا رسالتك وسنرد قريبًا',
    de: 'Vielen Dank. Wir haben Ihre Nachricht erhalten und antworten bald',
  },
  // medical conferences
  conference_not_found: {
    en: 'We could not find this conference',
    ar: 'لم نعثر على هذا المؤتمر',
    de: 'Diese Konferenz konnten wir nicht finden',
  },
  unknown_specialty: {
    en: 'Choose a specialty from the list',
    ar: 'اختر تخصصًا من القائمة',
    de: 'Wählen Sie ein Fachgebiet aus der Liste',
  },
  unknown_conference_country: {
    en: 'Choose a country from the list',
    ar: 'اختر بلدًا من القائمة',
    de: 'Wählen Sie ein Land aus der Liste',
  },
  accompanying_needs_attendee: {
    en: 'An accompanying person comes with at least one registered attendee',
    ar: 'يرافق المرافقُ مشاركًا مسجّلًا واحدًا على الأقل',
    de: 'Eine Begleitperson kommt mit mindestens einem angemeldeten Teilnehmer',
  },
  attendee_count_mismatch: {
    en: 'The attendees do not match the registration categories chosen',
    ar: 'لا يطابق المشاركون فئات التسجيل المختارة',
    de: 'Die Teilnehmer passen nicht zu den gewählten Anmeldekategorien',
  },
  institution_required: {
    en: 'Write the hospital, university or college',
    ar: 'اكتب المستشفى أو الجامعة أو الكلية',
    de: 'Geben Sie das Krankenhaus, die Universität oder die Hochschule an',
  },
  syndicate_number_required: {
    en: 'Write the medical syndicate registration number',
    ar: 'اكتب رقم القيد في نقابة الأطباء',
    de: 'Geben Sie die Registrierungsnummer der Ärztekammer an',
  },
  invalid_syndicate_number: {
    en: 'Write 4 to 20 letters, digits or hyphens',
    ar: 'اكتب من 4 إلى 20 حرفًا لاتينيًا أو رقمًا أو شرطة',
    de: 'Geben Sie 4 bis 20 Buchstaben, Ziffern oder Bindestriche ein',
  },
  // cruises
  cruise_not_found: {
    en: 'We could not find this cruise',
    ar: 'لم نعثر على هذه الرحلة البحرية',
    de: 'Diese Kreuzfahrt konnten wir nicht finden',
  },
  unknown_cruise_search: {
    en: 'Please check the marked fields of the cruise search',
    ar: 'يرجى مراجعة الحقول المحددة في البحث عن رحلة بحرية',
    de: 'Bitte prüfen Sie die markierten Felder der Kreuzfahrtsuche',
  },
  unknown_cruise_port: {
    en: 'Choose a departure port from the list',
    ar: 'اختر ميناء المغادرة من القائمة',
    de: 'Wählen Sie einen Abfahrtshafen aus der Liste',
  },
  unknown_cruise_region: {
    en: 'Choose a destination region from the list',
    ar: 'اختر منطقة الوجهة من القائمة',
    de: 'Wählen Sie ein Fahrtgebiet aus der Liste',
  },
  unknown_cruise_duration: {
    en: 'Choose a duration from the list',
    ar: 'اختر مدة الرحلة من القائمة',
    de: 'Wählen Sie eine Dauer aus der Liste',
  },
  unknown_cruise_line: {
    en: 'Choose a cruise line from the list',
    ar: 'اختر شركة الرحلات البحرية من القائمة',
    de: 'Wählen Sie eine Reederei aus der Liste',
  },
  sailing_return_before_depart: {
    en: 'The latest return must not be before the earliest departure',
    ar: 'يجب ألا يسبق آخر موعد للعودة أول موعد للإبحار',
    de: 'Die späteste Rückkehr darf nicht vor der frühesten Abfahrt liegen',
  },
  cabin_too_many_passengers: {
    en: 'A cabin of this grade takes at most {max} passengers',
    ar: 'تتسع كابينة هذه الفئة لـ {max} ركاب على الأكثر',
    de: 'Eine Kabine dieser Kategorie fasst höchstens {max} Passagiere',
  },
  cabin_needs_adult: {
    en: 'Each cabin needs at least one adult',
    ar: 'تحتاج كل كابينة إلى بالغ واحد على الأقل',
    de: 'Jede Kabine braucht mindestens einen Erwachsenen',
  },
  cabin_passenger_mismatch: {
    en: 'The passengers do not match the cabins chosen',
    ar: 'لا يطابق الركاب الكبائن المختارة',
    de: 'Die Passagiere passen nicht zu den gewählten Kabinen',
  },
  cruise_adult_age: {
    en: 'An adult passenger is 18 or older on the day of sailing',
    ar: 'الراكب البالغ عمره 18 عامًا أو أكثر يوم الإبحار',
    de: 'Erwachsene Passagiere sind am Tag der Abfahrt mindestens 18 Jahre alt',
  },
  cruise_child_age: {
    en: 'A child passenger is under 18 on the day of sailing',
    ar: 'الراكب الطفل عمره أقل من 18 عامًا يوم الإبحار',
    de: 'Kinder sind am Tag der Abfahrt jünger als 18 Jahre',
  },
  // tour guides
  guide_not_found: {
    en: 'We could not find this guide',
    ar: 'لم نعثر على هذا المرشد',
    de: 'Diesen Reiseführer konnten wir nicht finden',
  },
  guide_unavailable: {
    en: 'This guide is no longer free on every day of your trip',
    ar: 'لم يعد هذا المرشد متاحًا في كل أيام رحلتك',
    de: 'Dieser Reiseführer ist nicht mehr an allen Tagen Ihrer Reise frei',
  },
  guide_day_booked: {
    en: 'This day is booked ({reference}) and cannot be closed; cancel the booking first',
    ar: 'هذا اليوم محجوز ({reference}) ولا يمكن إغلاقه؛ ألغِ الحجز أولًا',
    de: 'Dieser Tag ist gebucht ({reference}) und kann nicht geschlossen werden; stornieren Sie zuerst die Buchung',
  },
  fleet_below_rented: {
    en: 'The fleet cannot be below the {rented} cars rented on {day}',
    ar: 'لا يمكن أن يقل الأسطول عن {rented} من السيارات المؤجرة يوم ⁦{day}⁩',
    de: 'Der Bestand darf nicht unter den {rented} am {day} vermieteten Autos liegen',
  },
  cars_below_rented: {
    en: 'This day cannot have fewer than the {rented} cars rented on {day}',
    ar: 'لا يمكن أن يقل عدد السيارات عن {rented} سيارات مؤجرة يوم ⁦{day}⁩',
    de: 'Dieser Tag kann nicht weniger als die {rented} am {day} vermieteten Autos haben',
  },
  guide_day_off: {
    en: 'The guide does not work on a day of this trip; choose other dates',
    ar: 'المرشد لا يعمل في أحد أيام هذه الرحلة؛ اختر تواريخ أخرى',
    de: 'Der Reiseführer arbeitet an einem Tag dieser Reise nicht; wählen Sie andere Daten',
  },
  guide_date_out_of_range: {
    en: 'Choose a day from tomorrow and within six months',
    ar: 'اختر يومًا من الغد وحتى ستة أشهر',
    de: 'Wählen Sie einen Tag ab morgen und innerhalb von sechs Monaten',
  },
  invalid_days: {
    en: 'Choose from 1 to 14 days',
    ar: 'اختر من يوم واحد إلى 14 يومًا',
    de: 'Wählen Sie 1 bis 14 Tage',
  },
  invalid_group_size: {
    en: 'Enter a group of 1 to 30 people',
    ar: 'أدخل مجموعة من شخص واحد إلى 30 شخصًا',
    de: 'Geben Sie eine Gruppe von 1 bis 30 Personen ein',
  },
  group_too_large: {
    en: 'This guide leads groups of up to {max} people',
    ar: 'يرافق هذا المرشد مجموعات حتى {max} شخصًا',
    de: 'Dieser Reiseführer führt Gruppen bis zu {max} Personen',
  },
  language_not_spoken: {
    en: 'This guide does not speak this language',
    ar: 'هذا المرشد لا يتحدث هذه اللغة',
    de: 'Dieser Reiseführer spricht diese Sprache nicht',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** A message's placeholder value: text, a number, or an amount of money formatted in the message's language. */
export type MessageParam = string | number | { amount: string; currency: string };

export function translate(key: MessageKey, lang: Lang, params?: Record<string, MessageParam>): string {
  if (!params) return MESSAGES[key][lang];
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatMoney(value.amount, value.currency, lang) : value,
    ]),
  );
  return interpolate(MESSAGES[key][lang], values);
}
