import base from './playwright.config';
export default { ...base, testDir: 'e2e', webServer: [], workers: 2, retries: 0 };
