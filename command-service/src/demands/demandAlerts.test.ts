import type { AlertChannel } from '@conectasst/common/rules/alertRules';
import type { DemandAlertCommand, DemandAlertEvent } from './demandAlerts';
import { alertsOptOutSignature, demandAlertsDecider, isValidOptOutSignature } from './demandAlerts';
import { specify } from '../testing/deciderSpec';

const providerId = '00000000-0000-4000-8000-000000000001';
const { given } = specify(demandAlertsDecider);
const claim = (demandIds: number[]): DemandAlertCommand => ({
  type: 'ClaimDigest',
  providerId,
  demandIds,
  now: '2026-11-22T12:00:00.000Z',
});
const sent = (demandIds: number[]): DemandAlertEvent => ({
  type: 'DemandDigestSent',
  data: { providerId, demandIds, sentAt: '2026-11-22T12:00:00.000Z' },
});

describe('new-demand e-mail rules', () => {
  it('alerts are on by default: a digest claims its demands once', () => {
    expect(given().when(claim([3, 4, 4]))).toEqual([sent([3, 4])]);
    expect(given(sent([3, 4])).when(claim([3, 4, 5]))).toEqual([sent([5])]);
    expect(given(sent([3, 4])).when(claim([4]))).toEqual([]);
  });

  it('turned off, nothing is claimed; turning on or off twice changes nothing', () => {
    const off: DemandAlertEvent = { type: 'DemandAlertsTurnedOff', data: { providerId } };
    expect(given().when({ type: 'TurnAlerts', providerId, enabled: false })).toEqual([off]);
    expect(given(off).when(claim([3]))).toEqual([]);
    expect(given(off).when({ type: 'TurnAlerts', providerId, enabled: false })).toEqual([]);
    expect(given().when({ type: 'TurnAlerts', providerId, enabled: true })).toEqual([]);
    expect(given(off).when({ type: 'TurnAlerts', providerId, enabled: true })).toEqual([
      { type: 'DemandAlertsTurnedOn', data: { providerId } },
    ]);
  });

  it('the weekly "Meu desempenho" e-mail is claimed once per ISO week, and not at all with the e-mails turned off', () => {
    const claimWeek = (week: string): DemandAlertCommand => ({
      type: 'ClaimInsightsMail',
      providerId,
      week,
      now: '2026-11-23T08:00:00.000Z',
    });
    const mailed = (week: string): DemandAlertEvent => ({
      type: 'InsightsMailSent',
      data: { providerId, week, sentAt: '2026-11-23T08:00:00.000Z' },
    });
    expect(given().when(claimWeek('2026-W48'))).toEqual([mailed('2026-W48')]);
    expect(given(mailed('2026-W48')).when(claimWeek('2026-W48'))).toEqual([]);
    expect(given(mailed('2026-W48')).when(claimWeek('2026-W49'))).toEqual([mailed('2026-W49')]);
    expect(given({ type: 'DemandAlertsTurnedOff', data: { providerId } }).when(claimWeek('2026-W48'))).toEqual([]);
    // The digest's demands and the weekly e-mail do not block each other.
    expect(given(mailed('2026-W48')).when(claim([3]))).toEqual([sent([3])]);
  });

  it('the opt-out link is signed per provider', () => {
    const signature = alertsOptOutSignature(providerId, 'segredo');
    expect(isValidOptOutSignature(providerId, signature, 'segredo')).toBe(true);
    expect(isValidOptOutSignature('00000000-0000-4000-8000-000000000002', signature, 'segredo')).toBe(false);
    expect(isValidOptOutSignature(providerId, signature, 'outro')).toBe(false);
    expect(isValidOptOutSignature(providerId, 'x', 'segredo')).toBe(false);
  });

  describe('instant alerts (issue 36, ADR 0161)', () => {
    const demandId = 41;
    // 15:00 UTC is 12:00 in São Paulo; 02:00 UTC is 23:00 there.
    const noon = '2026-11-22T15:00:00.000Z';
    const night = '2026-11-23T02:00:00.000Z';
    const instant = (
      extra: Partial<{ quietHours: { start: string; end: string } | null; paused: boolean }> = {},
    ): DemandAlertEvent => ({
      type: 'DemandAlertPreferencesSet',
      data: { providerId, email: 'instant', quietHours: null, paused: false, ...extra },
    });
    const claimNow = (now = noon, channels: readonly AlertChannel[] = ['email']): DemandAlertCommand => ({
      type: 'ClaimInstantAlert',
      providerId,
      demandId,
      channels,
      now,
    });
    const alerted = (channels: AlertChannel[], at = noon): DemandAlertEvent => ({
      type: 'DemandAlertSent',
      data: { providerId, demandId, channels, sentAt: at },
    });

    it('given instant e-mails chosen, when a matching demand is confirmed, then its alert is claimed once per demand and channel', () => {
      expect(given(instant()).when(claimNow())).toEqual([alerted(['email'])]);
      expect(given(instant(), alerted(['email'])).when(claimNow())).toEqual([]);
      // A channel not claimed before still goes; the one claimed does not.
      expect(given(instant(), alerted(['email'])).when(claimNow(noon, ['email', 'push']))).toEqual([alerted(['push'])]);
    });

    it('given the hourly digest (the default) or e-mails off, when a demand is confirmed, then no instant e-mail (the digest lists it, or nothing does)', () => {
      expect(given().when(claimNow())).toEqual([]);
      expect(given({ type: 'DemandAlertsTurnedOff', data: { providerId } }).when(claimNow())).toEqual([]);
      expect(given(instant(), { type: 'DemandAlertsTurnedOff', data: { providerId } }).when(claimNow())).toEqual([]);
      // Other channels do not depend on the e-mail choice.
      expect(given().when(claimNow(noon, ['email', 'push']))).toEqual([alerted(['push'])]);
    });

    it('Pedido direto (ADR 0170): given the digest or e-mails off, when the demand names this provider, then the e-mail goes at once — but not when paused', () => {
      const direct = { ...claimNow(), direct: true } as DemandAlertCommand;
      expect(given().when(direct)).toEqual([alerted(['email'])]);
      expect(given({ type: 'DemandAlertsTurnedOff', data: { providerId } }).when(direct)).toEqual([alerted(['email'])]);
      expect(given(instant({ paused: true })).when(direct)).toEqual([]);
      expect(given(alerted(['email'])).when(direct)).toEqual([]);
    });

    it('given an instant e-mail already sent, when the digest runs, then it does not list that demand again (and the reverse)', () => {
      expect(given(instant(), alerted(['email'])).when(claim([demandId, 42]))).toEqual([sent([42])]);
      expect(given(instant(), sent([demandId])).when(claimNow())).toEqual([]);
    });

    it('given quiet hours 22:00–07:00 (São Paulo), when a demand is confirmed at 23:00 there, then nothing is claimed now and the first digest after 07:00 lists it', () => {
      const quiet = instant({ quietHours: { start: '22:00', end: '07:00' } });
      expect(given(quiet).when(claimNow(night))).toEqual([]);
      expect(given(quiet).when({ type: 'ClaimDigest', providerId, demandIds: [demandId], now: night })).toEqual([]);
      // 07:00 in São Paulo (10:00 UTC): the quiet hours are over.
      const morning = '2026-11-23T10:00:00.000Z';
      expect(given(quiet).when({ type: 'ClaimDigest', providerId, demandIds: [demandId], now: morning })).toEqual([
        { type: 'DemandDigestSent', data: { providerId, demandIds: [demandId], sentAt: morning } },
      ]);
      // Outside them, at once.
      expect(given(quiet).when(claimNow(noon))).toEqual([alerted(['email'])]);
    });

    it('given alerts paused, when a demand is confirmed, then nothing goes on any channel, and the digest waits too; resumed, alerts go again', () => {
      const paused = instant({ paused: true });
      expect(given(paused).when(claimNow(noon, ['email', 'push', 'whatsapp']))).toEqual([]);
      expect(given(paused).when(claim([demandId]))).toEqual([]);
      expect(given(paused, instant()).when(claimNow())).toEqual([alerted(['email'])]);
    });

    it('given preferences, when the same ones are saved again, then nothing is recorded; a change is', () => {
      const set = {
        type: 'SetAlertPreferences',
        providerId,
        email: 'instant',
        quietHours: { start: '22:00', end: '07:00' },
        paused: false,
      } as const;
      const recorded = instant({ quietHours: { start: '22:00', end: '07:00' } });
      expect(given().when(set)).toEqual([recorded]);
      expect(given(recorded).when(set)).toEqual([]);
      expect(given(recorded).when({ ...set, quietHours: null })).toEqual([instant()]);
      // The dashboard switch still turns the e-mails off and back on (to the digest).
      expect(given(recorded).when({ type: 'TurnAlerts', providerId, enabled: false })).toEqual([
        { type: 'DemandAlertsTurnedOff', data: { providerId } },
      ]);
      expect(
        given({ type: 'DemandAlertsTurnedOff', data: { providerId } }).when({
          ...set,
          email: 'digest',
          quietHours: null,
        }),
      ).toEqual([
        { type: 'DemandAlertPreferencesSet', data: { providerId, email: 'digest', quietHours: null, paused: false } },
      ]);
    });

    it('given a browser subscribed to Web Push, when it subscribes again, then nothing new; removed (by the provider or because it is gone), it can subscribe anew', () => {
      const add = {
        type: 'AddPushSubscription',
        providerId,
        subscriptionId: 's1',
        endpoint: 'https://push.exemplo/1',
        p256dh: 'k',
        auth: 'a',
        now: noon,
      } as const;
      const added: DemandAlertEvent = {
        type: 'PushSubscriptionAdded',
        data: {
          providerId,
          subscriptionId: 's1',
          endpoint: 'https://push.exemplo/1',
          p256dh: 'k',
          auth: 'a',
          at: noon,
        },
      };
      const removed: DemandAlertEvent = {
        type: 'PushSubscriptionRemoved',
        data: { providerId, subscriptionId: 's1', reason: 'gone' },
      };
      expect(given().when(add)).toEqual([added]);
      expect(given(added).when(add)).toEqual([]);
      expect(
        given(added).when({ type: 'RemovePushSubscription', providerId, subscriptionId: 's1', reason: 'gone' }),
      ).toEqual([removed]);
      expect(
        given(added, removed).when({
          type: 'RemovePushSubscription',
          providerId,
          subscriptionId: 's1',
          reason: 'provider',
        }),
      ).toEqual([]);
      expect(given(added, removed).when(add)).toEqual([added]);
    });

    it('WhatsApp: a code with the consent recorded; alerts only once the number is verified; a wrong or late code is refused; PARAR turns it off', () => {
      const request = {
        type: 'RequestWhatsAppCode',
        providerId,
        phone: '5547987654321',
        codeHash: 'h1',
        consentText: 'Autorizo…',
        now: noon,
        expiresAt: '2026-11-22T15:10:00.000Z',
      } as const;
      const sentCode: DemandAlertEvent = {
        type: 'WhatsAppCodeSent',
        data: {
          providerId,
          phone: '5547987654321',
          codeHash: 'h1',
          consentText: 'Autorizo…',
          consentAt: noon,
          expiresAt: '2026-11-22T15:10:00.000Z',
        },
      };
      const verified: DemandAlertEvent = { type: 'WhatsAppVerified', data: { providerId, at: noon } };
      expect(given().when(request)).toEqual([sentCode]);
      // Not verified yet: no WhatsApp alert.
      expect(given(sentCode).when(claimNow(noon, ['whatsapp']))).toEqual([]);
      expect(() =>
        given(sentCode).when({ type: 'VerifyWhatsAppCode', providerId, codeHash: 'outro', now: noon }),
      ).toThrow('Código inválido ou expirado. Peça um novo código.');
      expect(() =>
        given(sentCode).when({
          type: 'VerifyWhatsAppCode',
          providerId,
          codeHash: 'h1',
          now: '2026-11-22T15:10:00.000Z',
        }),
      ).toThrow('Código inválido ou expirado.');
      expect(() => given().when({ type: 'VerifyWhatsAppCode', providerId, codeHash: 'h1', now: noon })).toThrow(
        'Peça o código de verificação primeiro.',
      );
      expect(given(sentCode).when({ type: 'VerifyWhatsAppCode', providerId, codeHash: 'h1', now: noon })).toEqual([
        verified,
      ]);
      expect(given(sentCode, verified).when(claimNow(noon, ['whatsapp']))).toEqual([alerted(['whatsapp'])]);
      const off: DemandAlertEvent = { type: 'WhatsAppTurnedOff', data: { providerId, reason: 'stop', at: noon } };
      expect(
        given(sentCode, verified).when({ type: 'TurnWhatsAppOff', providerId, reason: 'stop', now: noon }),
      ).toEqual([off]);
      expect(given(sentCode, verified, off).when(claimNow(noon, ['whatsapp']))).toEqual([]);
      expect(
        given(sentCode, verified, off).when({ type: 'TurnWhatsAppOff', providerId, reason: 'provider', now: noon }),
      ).toEqual([]);
    });
  });
});
