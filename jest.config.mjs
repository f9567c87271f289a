// Two projects: unit (jsdom, components and pure logic) and integration (node: database rules,
// local backend gateway, content checks). The browser tests run on Playwright (playwright.config.ts).
import {STAND_IN_DIR, STAND_INS} from './src/admin/docusaurus/standIns.mjs';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

// ES-module-only packages that tests load, compiled to CommonJS like the tests: the carousel and the
// form's proof of work, the Markdown parser extension docusaurus.config.ts loads with its
// dependencies (the tests that read the config), and the width in terminal columns that lines up
// the owner's table of submissions.
const ESM_PACKAGES = [
  'swiper',
  'ssr-window',
  'dom7',
  'altcha-lib',
  '@mdx-js/react',
  'remark-cjk-friendly',
  'micromark-extension-cjk-friendly(-util)?',
  'micromark-util-[a-z-]+',
  'string-width',
  'strip-ansi',
  'ansi-regex',
  'devlop',
  'get-east-asian-width',
];

const shared = {
  transform: {'^.+\\.(t|j|mj)sx?$': swc},
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/mocks/cssModule.cjs',
    '\\.css$': '<rootDir>/tests/mocks/emptyModule.cjs',
    '^swiper/css.*$': '<rootDir>/tests/mocks/emptyModule.cjs',
    '\\.svg$': '<rootDir>/tests/mocks/svgComponent.cjs',
    // BudouX loads an HTML parser (ES modules only) beside the phrase parser the share cards use, and
    // calls it only to process HTML, which the site never asks it to.
    '^linkedom$': '<rootDir>/tests/mocks/emptyModule.cjs',
    '^@site/(.*)$': '<rootDir>/$1',
    // Fixtures for the modules the build generates from content/ and partners/.
    '^@generated/(.*)$': '<rootDir>/tests/mocks/generated/$1.ts',
    // The Docusaurus modules the editor's bundle replaces too (src/admin/docusaurus/README.md),
    // then the site's own theme components.
    ...Object.fromEntries(Object.entries(STAND_INS).map(([name, file]) => [`^${name}$`, `${STAND_IN_DIR}/${file}`])),
    '^@theme/(.*)$': '<rootDir>/src/theme/$1',
  },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tests/support/longTimeout.ts'],
      roots: ['<rootDir>/tests/integration'],
    },
  ],
};
