import { interpolate, type Lang } from './i18n.js';

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
  unknown_field: { en: 'Unknown field', ar: 'حقل غير معروف', de: 'Unbekanntes Feld' },
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

  // bookings
  latin_name: {
    en: 'Write the name as in the passport, in Latin letters',
    ar: 'اكتب الاسم كما في جواز السفر بالأحرف اللاتينية',
    de: 'Schreiben Sie den Namen wie im Pass, in lateinischen Buchstaben',
  },
  invalid_country: { en: 'Choose a country', ar: 'اختر دولة', de: 'Wählen Sie ein Land' },
  invalid_phone: {
    en: 'Enter a phone number such as +964 770 123 4567',
    ar: 'أدخل رقم هاتف مثل ‎+964 770 123 4567',
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
  age_mismatch: {
    en: 'The date of birth does not match a {type} on the travel date',
    ar: 'تاريخ الميلاد لا يطابق فئة {type} في تاريخ السفر',
    de: 'Das Geburtsdatum passt am Reisetag nicht zu {type}',
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
    en: 'This exceeds your monthly {currency} spending limit',
    ar: 'هذا يتجاوز حد الإنفاق الشهري بعملة {currency}',
    de: 'Das überschreitet Ihr monatliches {currency}-Ausgabenlimit',
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
  internal_error: {
    en: 'Something went wrong on our side. Please try again',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى',
    de: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut',
  },
  contact_received: {
    en: 'Thank you. We received your message and will reply soon',
    ar: 'شكرًا لك. تلقّينا رسالتك وسنرد قريبًا',
    de: 'Vielen Dank. Wir haben Ihre Nachricht erhalten und antworten bald',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

export function translate(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return interpolate(MESSAGES[key][lang], params);
}
