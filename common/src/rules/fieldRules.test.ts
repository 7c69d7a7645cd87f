import { getStates } from '@brazilian-utils/brazilian-utils';
import { STATE_CODES, isCep, isDdd, isLocalPhone, isPhone, isStateCode } from './fieldRules';

describe('the field rules without dependencies', () => {
  it('list the same 27 state codes as the IBGE table of @brazilian-utils, in its order', () => {
    expect(STATE_CODES).toEqual(getStates().map((s) => s.code));
    expect(isStateCode('SP')).toBe(true);
    expect(isStateCode('XX')).toBe(false);
  });

  it('read phones and CEPs with or without their masks', () => {
    expect([isPhone('(11) 98765-4321'), isPhone('1198765432'), isPhone('01987654321')]).toEqual([true, false, false]);
    expect([isDdd('(11)'), isDdd('01'), isDdd('1')]).toEqual([true, false, false]);
    expect([isLocalPhone('98765-4321'), isLocalPhone('8765-4321')]).toEqual([true, false]);
    expect([isCep('89010-000'), isCep('8901000')]).toEqual([true, false]);
  });
});
