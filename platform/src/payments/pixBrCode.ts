/**
 * The BR Code of a PIX charge (Banco Central do Brasil, "Manual de Padrões para Iniciação do Pix"): an EMV® QRCPS
 * merchant-presented payload — the text a PIX QR code carries and the "copia e cola" a payer pastes into the bank app.
 * Each field is ID (2 digits) + length (2 digits) + value; the payload ends with field 63, a CRC16-CCITT-FALSE
 * (polynomial 0x1021, initial 0xFFFF) of everything before it including "6304", in four upper-case hex digits.
 *
 * The sandbox checkout uses it with a sandbox key, so its code has the real shape (a bank app parses it) while no real
 * account stands behind it (ADR 0122).
 */
export interface PixCharge {
  /** The receiver's PIX key (e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  /** Amount in cents (> 0). */
  amountCents: number;
  /** Receiver's name as the payer's bank shows it (up to 25 characters; accents are dropped). */
  merchantName: string;
  /** Receiver's city (up to 15 characters). */
  merchantCity: string;
  /** Transaction id: 1–25 letters or digits. */
  txid: string;
}

const field = (id: string, value: string): string => {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** Plain upper-case ASCII, as the EMV name and city fields expect. */
const ascii = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);

/** CRC16-CCITT-FALSE of an ASCII string, four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixBrCode(charge: PixCharge): string {
  if (!Number.isInteger(charge.amountCents) || charge.amountCents <= 0)
    throw new Error('a PIX charge needs a positive amount in cents');
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new Error('a PIX txid has 1 to 25 letters or digits');
  const payload = [
    field('00', '01'), // payload format indicator
    field('01', '12'), // point of initiation: 12 = one payment only
    field('26', field('00', 'br.gov.bcb.pix') + field('01', charge.key)), // merchant account information (PIX)
    field('52', '0000'), // merchant category code
    field('53', '986'), // currency: BRL
    field('54', (charge.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', ascii(charge.merchantName, 25)),
    field('60', ascii(charge.merchantCity, 15)),
    field('62', field('05', charge.txid)), // additional data: txid
  ].join('');
  return `${payload}6304${crc16(`${payload}6304`)}`;
}

/** Reads the top-level fields of a BR Code back (for tests and checks): id → value; throws on a broken payload. */
export function parseBrCode(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > code.length)
      throw new Error(`broken BR Code at ${at}`);
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  if (crc16(code.slice(0, -4)) !== fields.get('63')) throw new Error('BR Code CRC does not match');
  return fields;
}
