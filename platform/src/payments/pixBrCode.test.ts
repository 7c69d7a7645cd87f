import { crc16, parseBrCode, pixBrCode } from './pixBrCode';

describe('PIX BR Code ("copia e cola")', () => {
  it('computes the CRC16-CCITT-FALSE of the standard check string and of the Banco Central manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    // The static example of the "Manual de Padrões para Iniciação do Pix" ends in 63041D3D.
    expect(
      crc16(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304',
      ),
    ).toBe('1D3D');
  });

  it('builds an EMV payload with the PIX key, the amount, the receiver, the txid and a valid CRC', () => {
    const code = pixBrCode({
      key: 'pix@conectasst.com.br',
      amountCents: 8970,
      merchantName: 'ConectaSST Serviços',
      merchantCity: 'São Paulo',
      txid: 'CSST7ABC123',
    });
    expect(code.startsWith('000201010212')).toBe(true);
    const fields = parseBrCode(code);
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0121pix@conectasst.com.br');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('89.70');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('CONECTASST SERVICOS');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('62')).toBe('0511CSST7ABC123');
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('refuses a charge without a positive amount or with a txid outside 1–25 letters and digits; a changed code fails its CRC', () => {
    const charge = { key: 'k', amountCents: 100, merchantName: 'A', merchantCity: 'B', txid: 'T1' };
    expect(() => pixBrCode({ ...charge, amountCents: 0 })).toThrow('positive amount');
    expect(() => pixBrCode({ ...charge, txid: 'com-hifen' })).toThrow('txid');
    expect(() => pixBrCode({ ...charge, txid: 'A'.repeat(26) })).toThrow('txid');
    const code = pixBrCode(charge);
    expect(() => parseBrCode(code.replace('1.00', '9.00'))).toThrow('CRC');
  });
});
