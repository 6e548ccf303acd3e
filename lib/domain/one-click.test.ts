import { oneClickHeaders } from './one-click';

const token = 'tlrfXqnOkugUkN8b-ZtblZMv9s1G0ojKRHOA8ltwzdg';

describe('one click to stop her reminders from her mail program (RFC 8058)', () => {
  it('names the intake’s https address for her link, and says a POST stops them', () => {
    expect(oneClickHeaders('https://intake.jamaicamedicalsupply.com', token)).toEqual({
      'List-Unsubscribe': `<https://intake.jamaicamedicalsupply.com/refills/unsubscribe?t=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps a path the intake is served under, with or without its last slash', () => {
    const headers = { 'List-Unsubscribe': `<https://example.org/intake/refills/unsubscribe?t=${token}>` };
    expect(oneClickHeaders('https://example.org/intake', token)).toMatchObject(headers);
    expect(oneClickHeaders('https://example.org/intake/', token)).toMatchObject(headers);
  });

  it('gives none for an intake on plain http (npm start) or with no address set', () => {
    expect(oneClickHeaders('http://127.0.0.1:8787', token)).toEqual({});
    expect(oneClickHeaders('', token)).toEqual({});
  });
});
