import type { ListingsResponse } from '@conectasst/common/api/demands';
import { FilterOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Drawer, Pagination, Row, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { PageCard } from '../../../components/PageCard';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { breakpoints, useMinWidth } from '../../../hooks/useMediaQuery';
import { navigateTo } from '../../../lib/navigation';
import { listingsOpened, listingsQueryChanged, selectListings, type AppliedFilters, type Sort } from '../listingsSlice';
import { DemandAlertsSwitch } from './DemandAlertsSwitch';
import { DemandFilters } from './DemandFilters';
import { ListingCard } from './ListingCard';
import { EmptyState } from '../../../components/EmptyState';

/** The listing's page size (query-service answers 10 demands a page). */
const LISTING_PAGE_SIZE = 10;

const SORTS: { label: string; value: Sort }[] = [
  { label: 'Mais recentes', value: 'recent' },
  { label: 'Mais relevantes', value: 'relevant' },
  { label: 'Mais antigos', value: 'oldest' },
];

/** How many filters 'Filtrar' applied: the keyword, each area, the UF, the city and the risk grade. */
export function activeFilterCount(applied: AppliedFilters): number {
  return (
    (applied.keyword ? 1 : 0) +
    applied.areas.length +
    (applied.uf ? 1 : 0) +
    (applied.city ? 1 : 0) +
    (applied.grade ? 1 : 0)
  );
}

/**
 * /dashboard (spec §2): open demands with keyword, area, UF and city filters, sort, pages and Inscreva-se. The
 * listings saga checks the provider's details (without any: /second-state) and loads each query. On a phone or a
 * tablet the filters fold behind "Filtros (n)" (a drawer), so the demands come first (issue #35 item 7).
 */
export function OpenDemandsScreen() {
  const dispatch = useAppDispatch();
  const { ready, result, query } = useAppSelector(selectListings);
  const wide = useMinWidth(breakpoints.md);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useScreenIntent(listingsOpened());

  if (!ready || !result) {
    return (
      <PageCard title="Demandas Abertas">
        <Skeleton active />
      </PageCard>
    );
  }
  const filters = (
    <DemandFilters
      areaOptions={result.filterArea}
      onApply={(applied) => {
        setFiltersOpen(false);
        dispatch(listingsQueryChanged({ applied }));
      }}
    />
  );
  if (!wide) {
    const count = activeFilterCount(query.applied);
    return (
      <PageCard title="Demandas Abertas">
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen(true)}
          style={{ marginBottom: spacing.md }}
        >
          {`Filtros (${count})`}
        </Button>
        {/* Kept mounted once opened: what was typed stays when the drawer closes without 'Filtrar'. */}
        <Drawer title="Filtros" placement="bottom" size="85%" open={filtersOpen} onClose={() => setFiltersOpen(false)}>
          {filters}
        </Drawer>
        <ListingToolbar />
        <ListingResults result={result} />
      </PageCard>
    );
  }
  return (
    <PageCard title="Demandas Abertas">
      <Row gutter={[spacing.lg, spacing.lg]}>
        <Col md={7}>{filters}</Col>
        <Col md={17}>
          <ListingToolbar />
          <ListingResults result={result} />
        </Col>
      </Row>
    </PageCard>
  );
}

/** Demand alerts, 'Mostrar todas as demandas' and the sort. */
function ListingToolbar() {
  const dispatch = useAppDispatch();
  const { query } = useAppSelector(selectListings);
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: spacing.sm,
        alignItems: 'center',
        justifyContent: 'space-between',
        marginBottom: spacing.md,
      }}
    >
      <DemandAlertsSwitch />
      <Space size="small">
        <Switch
          id="show-all-demands"
          size="small"
          checked={query.showAll}
          onChange={(showAll) => dispatch(listingsQueryChanged({ showAll }))}
        />
        <Typography.Text>
          <label htmlFor="show-all-demands">Mostrar todas as demandas</label>
        </Typography.Text>
      </Space>
      <Select
        aria-label="Ordenar"
        value={query.sort}
        onChange={(sort: Sort) => dispatch(listingsQueryChanged({ sort, page: query.page }))}
        options={SORTS}
        style={{ width: 200 }}
      />
    </div>
  );
}

/** The cards of this page, the pager (first, nearby and last pages) and the hint to filter when more match. */
function ListingResults({ result }: { result: ListingsResponse }) {
  const dispatch = useAppDispatch();
  const { query, subs } = useAppSelector(selectListings);
  return (
    <>
      {result.matchedProfile ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: spacing.md }}
          message="Mostrando as demandas das áreas, NRs e regiões que você atende."
          description="Ligue “Mostrar todas as demandas” para ver as demais."
        />
      ) : null}
      {result.data.length === 0 ? <EmptyState description="Nenhum serviço foi encontrado." /> : null}
      <Row gutter={[spacing.md, spacing.md]}>
        {result.data.map((listing) => (
          <Col key={listing.id} xs={24} lg={12}>
            <ListingCard
              listing={listing}
              subscribed={Boolean(subs[String(listing.id)]?.subscribed)}
              onOpen={() => navigateTo(paths.serviceOffer(String(listing.id)))}
            />
          </Col>
        ))}
      </Row>
      {result.pages.length > 1 ? (
        // Spec: 1..N with the first, middle and last pages (antd folds the rest into "•••").
        <Pagination
          style={{ marginTop: spacing.lg }}
          current={query.page}
          pageSize={LISTING_PAGE_SIZE}
          total={result.pages.length * LISTING_PAGE_SIZE}
          showSizeChanger={false}
          onChange={(page) => dispatch(listingsQueryChanged({ page }))}
        />
      ) : null}
      {result.morePages ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: spacing.md }}>
          Há mais demandas do que as páginas mostradas: use os filtros para refinar a busca.
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
