import { leadReportStatusView } from './leadReportStatus';

describe('the status of a lead report under a subscribed demand', () => {
  it('given the three statuses of the API, then each reads as its own tag', () => {
    expect(leadReportStatusView('open')).toEqual({ tag: 'Relato em análise', color: 'blue', alert: 'info' });
    expect(leadReportStatusView('approved')).toEqual({ tag: 'Créditos devolvidos', color: 'green', alert: 'success' });
    expect(leadReportStatusView('refused')).toEqual({ tag: 'Relato recusado', color: 'orange', alert: 'warning' });
  });

  it('given a status the API does not define, then it reads as nothing rather than "em análise"', () => {
    expect(leadReportStatusView('pending')).toBeUndefined();
    expect(leadReportStatusView('toString')).toBeUndefined();
  });
});
