import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('the route modules drawn pages take their stylesheets from', () => {
  it.each(Object.entries(ROUTE_MODULES))('%s is a real module: %s', (_name, module) => {
    expect(fs.existsSync(`${webRoot}${module}`)).toBe(true);
  });
});
