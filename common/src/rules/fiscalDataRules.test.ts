import {
  type FiscalData,
  FISCAL_DATA_MESSAGES,
  fiscalDataFromProviderDetails,
  fiscalDataProblems,
  normalizedFiscalData,
} from './fiscalDataRules';

const complete: FiscalData = {
  document: '11.222.333/0001-81',
  name: 'Segurança Total Ltda.',
  address: {
    street: 'Rua Augusta',
    number: '100',
    district: 'Consolação',
    city: 'São Paulo',
    state: 'sp',
    postalCode: '01304-000',
  },
};

describe('NFS-e fiscal data (ADR 0171)', () => {
  it('complete data (CNPJ or CPF) has no problems and is stored normalised', () => {
    expect(fiscalDataProblems(complete)).toEqual({});
    expect(fiscalDataProblems({ ...complete, document: '529.982.247-25' })).toEqual({});
    expect(normalizedFiscalData(complete)).toEqual({
      ...complete,
      document: '11222333000181',
      address: { ...complete.address, state: 'SP', postalCode: '01304000' },
    });
  });

  it('says in Portuguese what is missing or wrong, by field', () => {
    const problems = fiscalDataProblems({
      document: '123',
      name: ' ',
      municipalRegistration: 'x y',
      address: { street: '', number: '', district: '', city: '', state: 'XX', postalCode: '1' },
    });
    expect(problems).toEqual({
      document: FISCAL_DATA_MESSAGES.document,
      name: FISCAL_DATA_MESSAGES.name,
      street: FISCAL_DATA_MESSAGES.street,
      number: FISCAL_DATA_MESSAGES.number,
      district: FISCAL_DATA_MESSAGES.district,
      city: FISCAL_DATA_MESSAGES.city,
      state: FISCAL_DATA_MESSAGES.state,
      postalCode: FISCAL_DATA_MESSAGES.postalCode,
      municipalRegistration: FISCAL_DATA_MESSAGES.municipalRegistration,
    });
  });

  it('prefills from the provider details: a company by CNPJ and razão social, a person by CPF and full name; the rest is asked', () => {
    const company = fiscalDataFromProviderDetails({
      cnpj: '11222333000181',
      corporate_name: 'Segurança Total Ltda.',
      street: 'Rua Augusta, 100',
      email: 'a@b.com',
      details: { cep: '01304-000' },
    });
    expect(company).toEqual({
      document: '11222333000181',
      name: 'Segurança Total Ltda.',
      email: 'a@b.com',
      address: { street: 'Rua Augusta, 100', number: '', district: '', city: '', state: '', postalCode: '01304000' },
    });
    expect(Object.keys(fiscalDataProblems(company))).toEqual(['number', 'district', 'city', 'state']);
    expect(fiscalDataFromProviderDetails({ cpf: '52998224725', name: 'João', surname: 'da Silva' })).toMatchObject({
      document: '52998224725',
      name: 'João da Silva',
    });
  });
});
