import type { DemandAlertCommand, DemandAlertEvent } from './demandAlerts';
import { alertsOptOutSignature, demandAlertsDecider, isValidOptOutSignature } from './demandAlerts';
import { specify } from '../testing/deciderSpec';

const providerId = '00000000-0000-4000-8000-000000000001';
const { given } = specify(demandAlertsDecider);
const claim = (demandIds: number[]): DemandAlertCommand => ({ type: 'ClaimDigest', providerId, demandIds, now: '2026-11-22T12:00:00.000Z' });
const sent = (demandIds: number[]): DemandAlertEvent => ({ type: 'DemandDigestSent', data: { providerId, demandIds, sentAt: '2026-11-22T12:00:00.000Z' } });

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
    expect(given(off).when({ type: 'TurnAlerts', providerId, enabled: true })).toEqual([{ type: 'DemandAlertsTurnedOn', data: { providerId } }]);
  });

  it('the weekly "Meu desempenho" e-mail is claimed once per ISO week, and not at all with the e-mails turned off', () => {
    const claimWeek = (week: string): DemandAlertCommand => ({ type: 'ClaimInsightsMail', providerId, week, now: '2026-11-23T08:00:00.000Z' });
    const mailed = (week: string): DemandAlertEvent => ({ type: 'InsightsMailSent', data: { providerId, week, sentAt: '2026-11-23T08:00:00.000Z' } });
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
});
