import { historyRecordKinds, type HistoryRecordKind } from '@conectasst/common/api/audit';
import { readThrough, serverApi } from '../../../lib/serverState/api';
import { errorMessageOf } from '../../../lib/apiClient';
import { toastError } from '../../../lib/feedback';
import { saveFile } from '../../../lib/saveFile';
import {
  getDashboard,
  getDemandSubscriptions,
  getHistory,
  getLedger,
  getLedgerCsv,
  getPartnerSubscriptions,
  getPaymentReversals,
  type LedgerFilters,
} from './auditApi';

/** The audit screens' reads (ADR 0184): painel, record history, subscriptions, payment reversals, a partner's ledger; and its CSV. */
export const auditReads = serverApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query({
      queryFn: readThrough(async (p: { from?: string; to?: string }) => (await getDashboard(p.from, p.to)).data),
    }),
    /** Nothing to load for a kind that has no history (the screen says so). */
    history: build.query({
      queryFn: readThrough(async (p: { kind: string; id: string; page: number }) =>
        (historyRecordKinds as readonly string[]).includes(p.kind)
          ? (await getHistory(p.kind as HistoryRecordKind, p.id, p.page)).data
          : null,
      ),
    }),
    subscriptions: build.query({
      queryFn: readThrough(
        async (p: { of: 'demand' | 'partner'; id: string; page: number }) =>
          (p.of === 'demand'
            ? await getDemandSubscriptions(Number(p.id), p.page)
            : await getPartnerSubscriptions(p.id, p.page)
          ).data,
      ),
    }),
    reversals: build.query({
      queryFn: readThrough(async (p: { page: number }) => (await getPaymentReversals(p.page)).data),
    }),
    ledger: build.query({
      queryFn: readThrough(
        async (p: { id: string; page: number; filters: LedgerFilters }) =>
          (await getLedger(p.id, p.page, p.filters)).data,
      ),
    }),
    /** The filtered ledger saved as a CSV file; a failure is a toast (the screen stays as it was). */
    saveLedgerCsv: build.mutation({
      queryFn: readThrough(async (p: { id: string; filters: LedgerFilters }) => {
        try {
          saveFile(
            new Blob([await getLedgerCsv(p.id, p.filters)], { type: 'text/csv;charset=utf-8' }),
            `extrato-creditos-${p.id}.csv`,
          );
          return true;
        } catch (error) {
          toastError(errorMessageOf(error));
          return false;
        }
      }),
    }),
  }),
});

export const {
  useDashboardQuery,
  useHistoryQuery,
  useSubscriptionsQuery,
  useReversalsQuery,
  useLedgerQuery,
  useSaveLedgerCsvMutation,
} = auditReads;
