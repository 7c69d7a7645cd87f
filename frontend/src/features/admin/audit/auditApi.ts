import type {
  DashboardData,
  HistoryItem,
  HistoryRecordKind,
  LedgerBody,
  PaymentReversalItem,
  SubscriptionHistoryItem,
} from '@conectasst/common/api/audit';
import type { PagedBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../lib/apiClient';

export interface LedgerFilters {
  from?: string;
  to?: string;
  /** Kinds joined by commas. */
  kind?: string;
}

export const getLedger = (partnerId: string, page: number, filters: LedgerFilters) =>
  apiClient.get<LedgerBody>('/admin/ledger', { partnerId, page, ...filters });
/** The filtered ledger as CSV text. */
export const getLedgerCsv = (partnerId: string, filters: LedgerFilters) =>
  apiClient.get<string>('/admin/ledger/csv', { partnerId, ...filters }, { Accept: 'text/csv' });
export const getDemandSubscriptions = (demandId: number, page: number) =>
  apiClient.get<PagedBody<SubscriptionHistoryItem>>('/admin/demand-subscriptions', { demandId, page });
export const getPartnerSubscriptions = (partnerId: string, page: number) =>
  apiClient.get<PagedBody<SubscriptionHistoryItem>>('/admin/partner-subscriptions', { partnerId, page });
export const getHistory = (kind: HistoryRecordKind, id: string, page: number) =>
  apiClient.get<PagedBody<HistoryItem>>('/admin/history', { kind, id, page });
export const getDashboard = (from?: string, to?: string) =>
  apiClient.get<{ data: DashboardData }>('/admin/dashboard', { from, to });
/** Refunds and chargebacks of credited payments, newest first (the admin's alert list). */
export const getPaymentReversals = (page: number) =>
  apiClient.get<PagedBody<PaymentReversalItem>>('/admin/payment-reversals', { page });
