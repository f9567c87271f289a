import {declaredFigures, undeclaredFigureProblems} from '@site/src/partners/figures';

const metrics = {
  source: 'Acme customer data, 2025',
  items: [
    {icon: 'clock', value: 40, suffix: '%', label: 'Less time'},
    {icon: 'users', value: 1200, prefix: '$', suffix: 'k', label: 'Saved', source: 'Acme finance, 2025'},
  ],
};
const statistics = [{value: 4, suffix: ' in 10', label: 'Teams', source: 'Acme survey, 2024'}];

const problemsIn = (text: string, data: Record<string, unknown> = {metrics, statistics}) =>
  undeclaredFigureProblems(`---\nname: Acme\n---\n${text}\n`, data, 'partners/acme.mdx');

describe('declared figures (src/partners/figures.ts)', () => {
  it('lists metrics and statistics as they read on the page, each with its source', () => {
    expect(declaredFigures({metrics, statistics})).toEqual([
      {text: '40%', source: 'Acme customer data, 2025'},
      {text: '$1,200k', source: 'Acme finance, 2025'},
      {text: '4 in 10', source: 'Acme survey, 2024'},
    ]);
  });

  it('accepts a declared figure written as the page’s language writes numbers', () => {
    const big = {source: 'Acme, 2025', items: [{icon: 'users', value: 1500, suffix: '+', label: 'Clients'}]};
    const inLanguage = (locale: string, text: string) =>
      undeclaredFigureProblems(
        `---\nname: Acme\n---\n${text}\n`,
        {metrics: big},
        `i18n/${locale}/docusaurus-plugin-content-docs/current/acme.mdx`,
      ).map((problem) => problem.message);
    expect(inLanguage('de', 'Über 1.500+ Kunden und 1,500+ auf den Karten.')).toEqual([]);
    expect(inLanguage('pt-BR', 'Mais de 1.500+ clientes.')).toEqual([]);
    // A translation may put the currency after the amount, as German does.
    const funding = [{prefix: '€', value: 500, suffix: ' Millionen', label: 'Finanzierung', source: 'HR Path'}];
    const german = (text: string) =>
      undeclaredFigureProblems(
        `---\nname: Acme\n---\n${text}\n`,
        {statistics: funding},
        'i18n/de/docusaurus-plugin-content-docs/current/acme.mdx',
      );
    expect(german('Gestützt auf eine Finanzierung von 500 Millionen Euro.')).toEqual([]);
    expect(german('Gestützt auf 400 Millionen Euro.')).toHaveLength(1);
    // English pages write 1,500: 1.500 there is another number.
    expect(problemsIn('1.500+ clients.', {metrics: big})).toHaveLength(1);
  });

  describe('a translation writes a figure as its market does; only its value is compared', () => {
    const figures = {
      source: 'Acme, 2025',
      items: [
        {icon: 'users', value: 150, suffix: '+', label: 'Accounts'},
        {icon: 'chart', value: 65, prefix: '$', suffix: 'M+', label: 'Pipeline'},
        {icon: 'users', value: 1500, suffix: '+', label: 'Clients'},
        {icon: 'chart', value: 2.5, suffix: 'X', label: 'Growth'},
      ],
    };
    const funding = [{prefix: '€', value: 500, suffix: ' million', label: 'Funding', source: 'HR Path'}];
    const messages = (locale: string, text: string) =>
      undeclaredFigureProblems(
        `---\nname: Acme\n---\n${text}\n`,
        {metrics: figures, statistics: funding},
        `i18n/${locale}/docusaurus-plugin-content-docs/current/acme.mdx`,
      ).map((problem) => problem.message);

    it.each([
      ['es', 'Más de 150 cuentas, US$65 millones en pipeline, 1.500 clientes, 2,5 veces más y €500 millones.'],
      [
        'pt-BR',
        'Mais de 150 contas, US$ 65 milhões (US$ 65 mi) de pipeline, 1.500 clientes, 2,5 vezes e € 500 milhões.',
      ],
      ['de', 'Über 150 Accounts, 65 Mio. US-Dollar Pipeline, 1.500 Kunden, 2,5-mal so viel und 500 Millionen Euro.'],
      ['ja', '150以上のアカウント、6,500万ドル超のパイプライン、1,500社、2.5倍、5億ユーロの資金調達。'],
    ])('%s: each market’s notation passes', (locale, text) => {
      expect(messages(locale, text)).toEqual([]);
    });

    it.each([
      ['es', 'Más de 160 cuentas.', '"160"'],
      // 65 thousand is not the declared 65 million.
      ['es', 'US$65 mil de pipeline.', '"65"'],
      ['pt-BR', 'US$ 66 milhões de pipeline.', '"66"'],
      ['de', 'Über 1.600 Kunden.', '"1.600"'],
      ['ja', '6,600万ドルのパイプライン。', '"6,600"'],
      ['ja', '50億ユーロ。', '"50"'],
    ])('%s: a changed value fails, naming the number', (locale, text, number) => {
      expect(messages(locale, text)).toEqual([expect.stringContaining(`${number} is a figure`)]);
    });
  });

  it('accepts declared figures in the text', () => {
    expect(problemsIn('Pay runs take 40% less time; 4 in 10 teams say so, and $1,200k was saved.')).toEqual([]);
  });

  it('never counts product names and standards as figures', () => {
    expect(
      problemsIn(
        'Runs on SAP S/4HANA with sync2hire, B2B and 24/7 support; ISO 27001, ISO/IEC 27001:2022 and SOC 2 certified.',
        {},
      ),
    ).toEqual([]);
  });

  it('reports an undeclared figure at its line, with the fix', () => {
    const [problem] = problemsIn('First line.\nOver 120 customers, 40% faster.', {metrics: {...metrics, items: []}});
    expect(problem).toMatchObject({file: 'partners/acme.mdx', line: 5, field: 'figures', blocksBuild: false});
    expect(problem.message).toBe(
      '"120", "40" are figures that the front matter does not declare: no declared figure has that value.',
    );
    expect(problem.fix).toMatch(/^Declare it with its source under statistics:.*"más de 150", "mais de 150"/);
  });

  it('reads front matter text too, but not addresses, order or the figure fields themselves', () => {
    const source =
      '---\nname: Acme\ntagline: Trusted by 300 teams\nwebsite: https://www.acme2.com\norder: 14\nmetrics:\n  items:\n    - value: 40\n---\nBody.\n';
    const problems = undeclaredFigureProblems(source, {}, 'partners/acme.mdx');
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, '"300" is a figure that the front matter does not declare: no declared figure has that value.'],
    ]);
    // A file saved with Windows line ends (CRLF) has the same front matter.
    const crlf = undeclaredFigureProblems(source.replaceAll('\n', '\r\n'), {}, 'partners/acme.mdx');
    expect(crlf.map((problem) => [problem.line, problem.message])).toEqual([
      [3, '"300" is a figure that the front matter does not declare: no declared figure has that value.'],
    ]);
  });
});
