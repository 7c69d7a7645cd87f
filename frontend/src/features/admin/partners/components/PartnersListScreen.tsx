import { PARTNERS_PAGE_SIZE } from '@conectasst/common/api/providers';
import type { ProviderListItem } from '@conectasst/common/api/providers';
import { formatCpfCnpj } from '@conectasst/common/text/brazilianFormats';
import { Button, Input, Select, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import type { PartnersPageRequest } from '../partnersApi';
import { partnerDeleteClicked, partnerEditClicked, partnersPageAsked, selectPartners } from '../partnersSlice';
import { usePartnersPageQuery } from '../partnersReads';
import { useView } from '../../../../lib/serverState/view';

interface Filters {
  name: string;
  type: string;
  document: string;
}

const columns: TableColumnsType<ProviderListItem> = [
  {
    title: 'Nome',
    dataIndex: 'name',
    key: 'name',
    // Reported an unusual share of its leads (docs/credits.md "Créditos de volta"): see /admin/reembolsos.
    render: (v: string, p) =>
      p.reportsFlagged ? (
        <>
          {v}{' '}
          <Tooltip title="Reportou uma parte incomum das demandas em que se inscreveu (veja Reembolsos)">
            <Tag color="red">Muitos relatos</Tag>
          </Tooltip>
        </>
      ) : (
        v
      ),
  },
  {
    title: 'Tipo de Pessoa',
    dataIndex: 'razao_social',
    key: 'type',
    responsive: ['sm'],
    render: (v: string) => v || '—',
  },
  {
    title: 'CPF/CNPJ',
    dataIndex: 'cpf',
    key: 'cpf',
    responsive: ['md'],
    render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatCpfCnpj(v)}</span>,
  },
  { title: 'Créditos', dataIndex: 'credits', key: 'credits' },
  {
    // Visible reviews only, as on the public profile (issue #21 item 7).
    title: 'Avaliação',
    key: 'rating',
    responsive: ['sm'],
    // The server pages the list (ADR 0166): this orders the page shown.
    sorter: (a, b) => (a.ratingAverage ?? -1) - (b.ratingAverage ?? -1) || a.ratingCount - b.ratingCount,
    render: (_v, p) =>
      p.ratingCount > 0 && p.ratingAverage !== null ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          {p.ratingAverage.toLocaleString('pt-BR')} de 5 ({p.ratingCount})
        </span>
      ) : (
        '—'
      ),
  },
];

/** Nome, Tipo de pessoa and CPF/CNPJ as typed; Filtrar applies them. */
function PartnerFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>({ name: '', type: '', document: '' });
  return (
    <>
      <Input
        aria-label="Nome"
        placeholder="Nome"
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        style={{ flex: '1 1 200px' }}
      />
      <Select
        aria-label="Tipo de pessoa"
        placeholder="Tipo de pessoa"
        allowClear
        value={draft.type || undefined}
        onChange={(v: string | undefined) => setDraft({ ...draft, type: v ?? '' })}
        options={[
          { label: 'Física', value: 'Física' },
          { label: 'Jurídica', value: 'Jurídica' },
        ]}
        style={{ flex: '0 1 180px' }}
      />
      <Input
        aria-label="CPF/CNPJ"
        placeholder="CPF/CNPJ"
        value={draft.document}
        onChange={(e) => setDraft({ ...draft, document: e.target.value })}
        style={{ flex: '1 1 180px' }}
      />
      <Button type="primary" onClick={() => onApply(draft)}>
        Filtrar
      </Button>
    </>
  );
}

/** The filters as the server takes them: the empty ones left out. */
const requestOf = (filters: Filters, page?: number): PartnersPageRequest => ({
  ...(page ? { page } : {}),
  ...(filters.name.trim() ? { name: filters.name } : {}),
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.document ? { document: filters.document } : {}),
});

/**
 * /admin/Parceiro: filters Nome (ignores accents and case), Tipo de pessoa, CPF/CNPJ (exact), applied by Filtrar; the
 * server pages and filters the list (`GET /v1/admin/partners`, ADR 0166).
 */
export function PartnersListScreen() {
  const [filters, setFilters] = useState<Filters>({ name: '', type: '', document: '' });
  const page = useAppSelector((state) => selectPartners(state).listPage);
  const request = requestOf(filters, page > 1 ? page : undefined);
  const view = useView(usePartnersPageQuery(request), request);
  const dispatch = useAppDispatch();
  // The list loads when the screen opens, again from page 1 when Filtrar changes the filters, and a page when one is picked.
  const filtered = (next: Filters) => {
    setFilters(next);
    dispatch(partnersPageAsked({}));
  };
  const shown = view.data?.data;
  return (
    <CrudListScreen<ProviderListItem>
      title="Parceiros"
      list={{
        items: shown?.data,
        loading: view.loading,
        page: shown?.page ?? 1,
        perPage: shown?.perPage ?? PARTNERS_PAGE_SIZE,
        total: shown?.total ?? 0,
      }}
      actions={{
        listRequested: partnersPageAsked,
        editClicked: partnerEditClicked,
        deleteClicked: partnerDeleteClicked,
      }}
      rowName={(p) => p.name}
      filters={<PartnerFilters onApply={filtered} />}
      columns={columns}
    />
  );
}
