import { DomainError } from '@conectasst/common/rules/domainError';
import type { UserCommand, UserEvent, UserState } from './user';
import { documentClaimDecider, emailClaimDecider, userDecider } from './user';
import { specify } from '../testing/deciderSpec';

const userId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    type: 'provider',
    name: 'Maria',
    surname: 'Souza',
    email: 'maria@exemplo.com.br',
    phone: '11987654321',
    passwordHash: 'h',
  },
};
const individual: UserEvent = {
  type: 'IndividualDetailsProvided',
  data: {
    userId,
    cpf: '52998224725',
    name: 'Maria',
    surname: 'Souza',
    street: '01310100 - Av. Paulista - 1 - ',
    ddd: '11',
    phone: '987654321',
    profission: 'Ergonomista',
    register: 'X',
    socialnetwork: 'Google',
  },
};
const company: UserEvent = {
  type: 'CompanyDetailsProvided',
  data: {
    userId,
    fantasyname: 'S',
    corporatename: 'S Ltda',
    cnpj: '11222333000181',
    cep: '01310100',
    street: '01310100 - Av. Paulista - 1 - ',
    ddd: '11',
    phone: '987654321',
    name: 'J',
    surname: 'L',
    department: 'Diretoria',
    role: 'Gerente',
    register: '',
    socialnetwork: 'Google',
  },
};

const { given } = specify(userDecider);

describe('account decider', () => {
  it('registers once; a second registration is "User already exists."', () => {
    expect(given().when({ type: 'RegisterUser', account: registered.data as never })).toEqual([registered]);
    expect(given(registered).refusal({ type: 'RegisterUser', account: registered.data as never }).message).toBe(
      'User already exists.',
    );
  });

  it('the taken e-mail is a conflict named user_exists (the sign-up route answers it by this reason, never by its text)', () => {
    const error = given(registered).refusal({ type: 'RegisterUser', account: registered.data as never });
    expect(error).toBeInstanceOf(DomainError);
    expect([error.code, error.reason]).toEqual(['conflict', 'user_exists']);
    expect(() => emailClaimDecider.decide({ type: 'ClaimEmail', userId: 'other' }, { userId })).toThrow(
      expect.objectContaining({ code: 'conflict', reason: 'user_exists' }),
    );
  });

  describe('password reset', () => {
    const requested: UserEvent = {
      type: 'PasswordResetRequested',
      data: { userId, codeHash: 'abc', hashScheme: 'hmac-sha256', expiresAt: '2026-11-22T12:30:00.000Z' },
    };
    const change = (codeHash: string, now: string): UserCommand => ({
      type: 'ChangePasswordWithCode',
      userId,
      codeHash,
      passwordHash: 'new',
      now,
    });

    it('changes the password with the pending code before it expires', () => {
      expect(given(registered, requested).when(change('abc', '2026-11-22T12:29:59.000Z'))).toEqual([
        { type: 'PasswordChanged', data: { userId, passwordHash: 'new', codeHash: 'abc' } },
      ]);
    });
    it('refuses an expired code, a wrong code and a used code', () => {
      expect(given(registered, requested).refusal(change('abc', '2026-11-22T12:30:00.000Z')).message).toBe(
        'Código inválido ou expirado.',
      );
      expect(given(registered, requested).refusal(change('xyz', '2026-11-22T12:00:00.000Z')).message).toBe(
        'Código inválido ou expirado.',
      );
      const used: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'new', codeHash: 'abc' } };
      expect(given(registered, requested, used).refusal(change('abc', '2026-11-22T12:00:00.000Z')).message).toBe(
        'Código inválido ou expirado.',
      );
    });
    it('a newer code replaces the older one', () => {
      const newer: UserEvent = {
        type: 'PasswordResetRequested',
        data: { userId, codeHash: 'def', hashScheme: 'hmac-sha256', expiresAt: '2026-11-22T13:00:00.000Z' },
      };
      expect(given(registered, requested, newer).refusal(change('abc', '2026-11-22T12:00:00.000Z')).code).toBe(
        'not_found',
      );
    });
    it('records the code as an HMAC (scheme hmac-sha256) and treats a code of the old plain-SHA-256 events as expired', () => {
      expect(
        given(registered).when({
          type: 'RequestPasswordReset',
          userId,
          codeHash: 'abc',
          expiresAt: '2026-11-22T12:30:00.000Z',
        }),
      ).toEqual([requested]);
      // A version-1 event, as the catalogue upcasts it: its code no longer changes the password, and it voids the older code.
      const legacy: UserEvent = {
        type: 'PasswordResetRequested',
        data: { userId, codeHash: 'def', hashScheme: 'sha256', expiresAt: '2026-11-22T13:00:00.000Z' },
      };
      expect(given(registered, legacy).refusal(change('def', '2026-11-22T12:00:00.000Z')).message).toBe(
        'Código inválido ou expirado.',
      );
      expect(given(registered, requested, legacy).refusal(change('abc', '2026-11-22T12:00:00.000Z')).message).toBe(
        'Código inválido ou expirado.',
      );
    });
    it('an unknown account cannot ask for a code', () => {
      expect(given().refusal({ type: 'RequestPasswordReset', userId, codeHash: 'a', expiresAt: 'x' }).message).toBe(
        'E-mail não encontrado.',
      );
    });
  });

  describe('session generation (ADR 0110): what ends every session issued before', () => {
    const generationAfter = (events: UserEvent[]) =>
      events.reduce<UserState>(userDecider.evolve, userDecider.initialState()).sessionGeneration;
    it('starts at 0 and is moved by a password change, "Sair", Ativo/Inativo, removal and erasure, not by profile edits', () => {
      expect(generationAfter([registered, individual])).toBe(0);
      const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'new', codeHash: 'abc' } };
      const signedOut: UserEvent = { type: 'SignedOut', data: { userId } };
      const inactive: UserEvent = { type: 'PartnerStatusChanged', data: { userId, active: false } };
      const removed: UserEvent = { type: 'PartnerRemoved', data: { userId } };
      const erased: UserEvent = { type: 'PersonalDataErased', data: { userId } };
      for (const event of [changed, signedOut, inactive, removed, erased])
        expect([event.type, generationAfter([registered, event])]).toEqual([event.type, 1]);
      expect(generationAfter([registered, changed, signedOut, individual, inactive])).toBe(3);
    });
    it('"Sair" records SignedOut for any registered account (admins too); an unknown account is not found', () => {
      expect(given(registered).when({ type: 'SignOut', userId })).toEqual([{ type: 'SignedOut', data: { userId } }]);
      const admin: UserEvent = {
        type: 'UserRegistered',
        data: { ...(registered.data as object), type: 'admin' } as never,
      };
      expect(given(admin).when({ type: 'SignOut', userId })).toEqual([{ type: 'SignedOut', data: { userId } }]);
      expect(given().refusal({ type: 'SignOut', userId }).code).toBe('not_found');
    });
  });

  describe('person type: Física xor Jurídica', () => {
    it('accepts individual details, again (an update), but never company details after them', () => {
      expect(given(registered).when({ type: 'ProvideIndividualDetails', details: individual.data as never })).toEqual([
        individual,
      ]);
      expect(
        given(registered, individual).when({ type: 'ProvideIndividualDetails', details: individual.data as never }),
      ).toEqual([individual]);
      const refused = given(registered, individual).refusal({
        type: 'ProvideCompanyDetails',
        details: company.data as never,
      });
      expect(refused?.code).toBe('conflict');
      expect(refused?.message).toBe(
        'Sua conta já está cadastrada como Pessoa Física; uma conta não pode ser dos dois tipos.',
      );
    });
    it('Pessoa Jurídica details carry the CNAE principal when given; a company recorded without one still counts (issue 37 item 2)', () => {
      const withCnae: UserEvent = {
        type: 'CompanyDetailsProvided',
        data: { ...(company.data as object), cnae: '47.11-3' },
      } as UserEvent;
      expect(given(registered).when({ type: 'ProvideCompanyDetails', details: withCnae.data as never })).toEqual([
        withCnae,
      ]);
      expect(
        given(registered, company).when({ type: 'ProvideCompanyDetails', details: withCnae.data as never }),
      ).toEqual([withCnae]);
      expect(
        given(registered, company).refusal({ type: 'ProvideIndividualDetails', details: individual.data as never })
          .code,
      ).toBe('conflict');
    });
    it('and the other way round', () => {
      expect(
        given(registered, company).refusal({ type: 'ProvideIndividualDetails', details: individual.data as never })
          .message,
      ).toBe('Sua conta já está cadastrada como Pessoa Jurídica; uma conta não pode ser dos dois tipos.');
    });
    it('admins have no provider details or service profile', () => {
      const admin: UserEvent = { ...registered, data: { ...registered.data, type: 'admin' } } as UserEvent;
      expect(given(admin).refusal({ type: 'ProvideIndividualDetails', details: individual.data as never }).code).toBe(
        'forbidden',
      );
      expect(
        given(admin).refusal({
          type: 'SetServiceProfile',
          profile: { userId, areaIds: [1], nrIds: [], esocial: 'Sim', software: null, ufs: ['All'], cities: ['All'] },
        }).code,
      ).toBe('forbidden');
    });
  });

  describe('claims', () => {
    it('an e-mail belongs to the first account that claims it', () => {
      const claimed = emailClaimDecider.evolve(emailClaimDecider.initialState(), {
        type: 'EmailClaimed',
        data: { userId },
      });
      expect(() => emailClaimDecider.decide({ type: 'ClaimEmail', userId: 'other' }, claimed)).toThrow(
        'User already exists.',
      );
    });
    it('a CPF claimed again by the same account changes nothing; by another account it is refused', () => {
      const claimed = documentClaimDecider.evolve(documentClaimDecider.initialState(), {
        type: 'DocumentClaimed',
        data: { userId, kind: 'cpf' },
      });
      expect(documentClaimDecider.decide({ type: 'ClaimDocument', userId, kind: 'cpf' }, claimed)).toEqual([]);
      expect(() =>
        documentClaimDecider.decide({ type: 'ClaimDocument', userId: 'other', kind: 'cpf' }, claimed),
      ).toThrow(DomainError);
      expect(() =>
        documentClaimDecider.decide({ type: 'ClaimDocument', userId: 'other', kind: 'cnpj' }, claimed),
      ).toThrow('Este CNPJ já está cadastrado em outra conta.');
    });
  });

  describe('LGPD erasure (the key is deleted by the caller; the decider records it once)', () => {
    const erased: UserEvent = { type: 'PersonalDataErased', data: { userId } };
    it('records the erasure of a provider once; admins and unknown accounts are not partners', () => {
      expect(given(registered, individual).when({ type: 'ErasePersonalData', userId })).toEqual([erased]);
      expect(given(registered, erased).when({ type: 'ErasePersonalData', userId })).toEqual([]);
      expect(given().refusal({ type: 'ErasePersonalData', userId }).message).toBe('Parceiro não encontrado.');
      const admin: UserEvent = {
        type: 'UserRegistered',
        data: { ...(registered.data as object), type: 'admin' } as never,
      };
      expect(given(admin).refusal({ type: 'ErasePersonalData', userId }).code).toBe('not_found');
    });
    it('an erased person can write no personal data again, nor ask for a reset code; status and removal still work', () => {
      const after = given(registered, erased);
      expect(after.refusal({ type: 'ProvideIndividualDetails', details: individual.data as never }).message).toBe(
        'Os dados pessoais deste parceiro foram removidos (LGPD).',
      );
      expect(after.refusal({ type: 'UpdateProfile', profile: {} as never }).code).toBe('conflict');
      expect(after.refusal({ type: 'RequestPasswordReset', userId, codeHash: 'a', expiresAt: 'x' }).message).toBe(
        'E-mail não encontrado.',
      );
      expect(after.when({ type: 'RemovePartner', userId })).toEqual([{ type: 'PartnerRemoved', data: { userId } }]);
    });
  });
});
