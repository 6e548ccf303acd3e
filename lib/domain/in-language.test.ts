import { inLanguage } from './in-language';
import type { PricedProduct } from './priced-product';

const cpap: PricedProduct = {
  id: 1,
  name: 'ResMed AirSense 10 AutoSet CPAP Machine',
  price: 89_900,
  medicareEligible: true,
  taxable: false,
  medicare: { eligible: true, billing: 'capped-rental', monthlyRental: 8_900 },
  image: '/images/products/1-1.svg',
  imageAlt: 'ResMed AirSense 10 AutoSet CPAP machine',
  es: { name: 'Máquina CPAP ResMed AirSense 10 AutoSet', imageAlt: 'Máquina CPAP ResMed AirSense 10' },
};

describe('a product named in the page’s language', () => {
  it('takes the Spanish name and picture text on a Spanish page, and keeps the rest', () => {
    expect(inLanguage(cpap, 'es')).toMatchObject({
      id: 1,
      price: 89_900,
      name: 'Máquina CPAP ResMed AirSense 10 AutoSet',
      imageAlt: 'Máquina CPAP ResMed AirSense 10',
    });
  });

  it('stays English on an English page, and where the catalogue has no Spanish', () => {
    expect(inLanguage(cpap, 'en').name).toBe('ResMed AirSense 10 AutoSet CPAP Machine');
    const { es: _none, ...english } = cpap;
    expect(inLanguage(english, 'es').name).toBe('ResMed AirSense 10 AutoSet CPAP Machine');
  });
});
