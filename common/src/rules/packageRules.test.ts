import { cheapestPricePerCredit } from './packageRules';

describe('the price of a credit that "Inscreva-se" quotes (issue #35 item 5)', () => {
  it('is the cheapest active package per credit', () => {
    const packages = [
      { pricePerCredit: 2.99, status: true },
      { pricePerCredit: 2.49, status: true },
      { pricePerCredit: 1.5, status: false },
    ];
    expect(cheapestPricePerCredit(packages)).toBe(2.49);
  });

  it('is unknown while no package is on sale', () => {
    expect(cheapestPricePerCredit([])).toBeUndefined();
    expect(cheapestPricePerCredit([{ pricePerCredit: 2, status: false }])).toBeUndefined();
  });
});
