declare module '@generated/partner-directory/default/partners.json' {
  const partners: import('@site/src/partners/types').PartnerEntry[];
  export default partners;
}

declare module '@generated/partner-directory/default/home-partners.json' {
  const home: import('@site/src/partners/selectHomePartners').HomePartners;
  export default home;
}

declare module '@generated/partner-directory/default/partner-languages.json' {
  const languages: Record<string, import('@site/src/lib/locales').LocaleCode[]>;
  export default languages;
}
