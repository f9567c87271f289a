/** The content as writers keep it (content/), for tests that check what the pages show from it. */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {SiteFacts} from '../../../src/siteContent/siteSchema';

const siteDir = path.resolve(__dirname, '../../..');

export const siteFacts = (): SiteFacts => parse(fs.readFileSync(path.join(siteDir, 'content/site.yaml'), 'utf8'));
