declare module '@generated/partner-directory/default/partners.json' {
  const partners: import('@site/src/partners/types').PartnerEntry[];
  export default partners;
}
