/**
 * What a writer does after `npm run new:partner`, following docs/adding-a-partner.md: replace each
 * "Replace this…" text with real copy, choose the category, put in the real figures and their
 * source. Returns the finished document.
 */
export function fillScaffold(source: string, name: string): string {
  let paragraph = 0;
  let highlight = 0;
  const highlights = [
    'Every pay run checked against the last one before it is paid',
    'Built for payroll teams that run many countries at once',
    'Runs inside SAP SuccessFactors Employee Central Payroll',
    'Mistakes found while they can still be fixed',
    'Differences explained in plain words, not codes',
    'Brought to SAP customers by Omnia and SAP account executives',
  ];
  const paragraphs = [
    `${name} checks every pay run before money moves, so payroll teams find mistakes while they can still be fixed, not after payday.`,
    `For SAP customers, ${name} runs inside SAP SuccessFactors Employee Central Payroll and SAP S/4HANA, with support around the clock, 24/7.`,
    `Omnia brings ${name} to the SAP account executives whose customers run payroll in many countries and are certified to ISO 27001.`,
  ];
  return source
    .replace(/^# Replace this: set category.*\n#.*\n/m, '')
    .replace(/^category: .*$/m, 'category: hr-transformation')
    .replace(/^tagline: .*$/m, `tagline: Payroll checks and analytics for SAP SuccessFactors customers`)
    .replace(
      /^description: .*$/m,
      `description: ${name} checks every pay run before it is paid and explains the differences, inside SAP SuccessFactors.`,
    )
    .replace(/^website: .*$/m, 'website: https://www.acme-payroll.com')
    .replace(/"Replace this highlight: [^"]*"/g, () => `"${highlights[highlight++]}"`)
    .replace(
      /title: "Replace this: the (\w+) thing it does"/g,
      (_match, nth: string) => `title: "The ${nth} pay run check"`,
    )
    .replace(
      /description: "Replace this: one or two sentences on the (\w+) thing it does\."/g,
      (_match, nth: string) =>
        `description: "The ${nth} check compares the pay run with the last one and explains each difference."`,
    )
    .replace(/^(\s+)value: 0 .*$/m, '$1value: 40')
    .replace(/^(\s+)value: 0 .*\n(\s+)suffix: "%"$/m, '$1value: 3\n$2suffix: x')
    .replace(/label: "Replace this: what the figure measures"/, 'label: "Less time per pay run"')
    .replace(/label: "Replace this: what the figure measures"/, 'label: "More errors caught before payday"')
    .replace(/source: "Replace this: where the figures come from[^"]*"/, `source: "${name} customer data, 2025"`)
    .replace(/^Replace this paragraph: .*$/gm, () => paragraphs[paragraph++]);
}
