/**
 * "Language assistance is available free of charge: call …" in the 15 languages most spoken in New York State by
 * people who speak English less than very well (U.S. Census Bureau, American Community Survey), as Section 1557
 * asks of a Medicare supplier (45 CFR 92.11). `{phone}` is the store's number. Right-to-left scripts say so.
 */
export const languageTaglines: readonly {
  lang: string;
  language: string;
  text: string;
  dir?: 'rtl';
}[] = [
  {
    lang: 'es',
    language: 'Español (Spanish)',
    text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia con el idioma. Llame al {phone}.',
  },
  {
    lang: 'zh-Hant',
    language: '繁體中文 (Chinese)',
    text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {phone}。',
  },
  {
    lang: 'ru',
    language: 'Русский (Russian)',
    text: 'ВНИМАНИЕ: если вы говорите на русском языке, вам доступны бесплатные услуги перевода. Звоните {phone}.',
  },
  {
    lang: 'bn',
    language: 'বাংলা (Bengali)',
    text: 'লক্ষ্য করুন: যদি আপনি বাংলা কথা বলতে পারেন, তাহলে নিঃখরচায় ভাষা সহায়তা পরিষেবা উপলব্ধ আছে। ফোন করুন {phone}।',
  },
  {
    lang: 'ht',
    language: 'Kreyòl Ayisyen (Haitian Creole)',
    text: 'ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele {phone}.',
  },
  {
    lang: 'ko',
    language: '한국어 (Korean)',
    text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone} 번으로 전화해 주십시오.',
  },
  {
    lang: 'yi',
    language: 'ייִדיש (Yiddish)',
    text: 'אויפמערקזאם: אויב איר רעדט אידיש, זענען פארהאן פאר אייך שפראך הילף סערוויסעס פריי פון אפצאל. רופט {phone}.',
    dir: 'rtl',
  },
  {
    lang: 'ar',
    language: 'العربية (Arabic)',
    text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوفر لك بالمجان. اتصل برقم {phone}.',
    dir: 'rtl',
  },
  {
    lang: 'ur',
    language: 'اردو (Urdu)',
    text: 'خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں۔ کال کریں {phone}.',
    dir: 'rtl',
  },
  {
    lang: 'fr',
    language: 'Français (French)',
    text: 'ATTENTION : si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le {phone}.',
  },
  {
    lang: 'pl',
    language: 'Polski (Polish)',
    text: 'UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone}.',
  },
  {
    lang: 'it',
    language: 'Italiano (Italian)',
    text: 'ATTENZIONE: se parla italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiami il numero {phone}.',
  },
  {
    lang: 'tl',
    language: 'Tagalog',
    text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone}.',
  },
  {
    lang: 'hi',
    language: 'हिन्दी (Hindi)',
    text: 'ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {phone} पर कॉल करें।',
  },
  {
    lang: 'el',
    language: 'Ελληνικά (Greek)',
    text: 'ΠΡΟΣΟΧΗ: Αν μιλάτε ελληνικά, στη διάθεσή σας βρίσκονται υπηρεσίες γλωσσικής υποστήριξης, οι οποίες παρέχονται δωρεάν. Καλέστε {phone}.',
  },
];
