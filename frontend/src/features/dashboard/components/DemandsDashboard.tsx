import type { ListingsResponse, SearchListingsQuery } from '@conectasst/common/api/demands';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Empty,
  Input,
  Pagination,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PageCard } from '../../../components/PageCard';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { useStatesTable } from '../../../hooks/useStatesTable';
import { navigateTo } from '../../../lib/navigation';
import {
  getCompanyDetails,
  getIndividualDetails,
  getListings,
  getSubsCount,
  searchListings,
} from '../api/dashboardApi';
import { DemandAlertsSwitch } from './DemandAlertsSwitch';
import { ListingCard } from './ListingCard';

/** The listing's page size (query-service answers 10 demands a page). */
const LISTING_PAGE_SIZE = 10;

type Sort = NonNullable<SearchListingsQuery['sort']>;
const SORTS: { label: string; value: Sort }[] = [
  { label: 'Mais recentes', value: 'recent' },
  { label: 'Mais relevantes', value: 'relevant' },
  { label: 'Mais antigos', value: 'oldest' },
];

interface Applied {
  keyword: string;
  areas: number[];
  uf?: string;
  city?: string;
  /** Grau de risco 1–4 (issue #24). */
  grade?: SearchListingsQuery['grade'];
}

/**
 * The listing (or the search when any filter is applied) and, for its cards, who is subscribed. `showAll` off (the
 * default): only demands of the provider's areas/NRs inside the regions served (`match=profile`).
 */
async function fetchListings(applied: Applied, page: number, sort: Sort, showAll: boolean) {
  const filtered = applied.keyword || applied.areas.length || applied.uf || applied.city || applied.grade;
  const match = showAll ? 'all' : 'profile';
  const body = filtered
    ? await searchListings({
        page,
        sort,
        match,
        keyword: applied.keyword || undefined,
        area: applied.areas.join(',') || undefined,
        uf: applied.uf,
        city: applied.city,
        grade: applied.grade,
      })
    : await getListings(page, sort, match);
  const counts = body.data.length ? (await getSubsCount(body.data.map((d) => d.id))).subs : {};
  return { body, counts };
}

/** /dashboard (spec §2): open demands with keyword, area, UF and city filters, sort, pages and Inscreva-se. */
export function DemandsDashboard() {
  const [ready, setReady] = useState(false);
  const [result, setResult] = useState<ListingsResponse>();
  const [subs, setSubs] = useState<Record<string, { subs: number; subscribed: boolean }>>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>('recent');
  const [showAll, setShowAll] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [areas, setAreas] = useState<number[]>([]);
  const [uf, setUf] = useState<string>();
  const [city, setCity] = useState<string>();
  const [grade, setGrade] = useState<SearchListingsQuery['grade']>();
  const [applied, setApplied] = useState<Applied>({ keyword: '', areas: [] });
  const table = useStatesTable();

  // Spec §2: the loader checks the provider's details (as a person, then as a company); without any, /second-state.
  useEffect(() => {
    getIndividualDetails()
      .catch(() => getCompanyDetails())
      .then(
        () => setReady(true),
        () => navigateTo(paths.secondState),
      );
  }, []);

  useEffect(() => {
    if (!ready) return;
    let alive = true;
    fetchListings(applied, page, sort, showAll).then(
      ({ body, counts }) => {
        if (!alive) return;
        setResult(body);
        setSubs(counts);
      },
      () => alive && setResult({ data: [], filterArea: [], pages: [], morePages: false, matchedProfile: false }),
    );
    return () => {
      alive = false;
    };
  }, [ready, applied, page, sort, showAll]);

  const cities = useMemo(() => (table && uf ? table.citiesOf(uf) : []), [table, uf]);
  if (!ready || !result) {
    return (
      <PageCard title="Demandas Abertas">
        <Skeleton active />
      </PageCard>
    );
  }
  return (
    <PageCard title="Demandas Abertas">
      <Row gutter={[spacing.lg, spacing.lg]}>
        <Col xs={24} md={7}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              aria-label="Palavra-chave"
              placeholder="Palavra-chave"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              allowClear
            />
            <Typography.Text strong>Áreas</Typography.Text>
            <Checkbox.Group
              value={areas}
              onChange={(v) => setAreas(v as number[])}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            >
              {result.filterArea.map((a) => (
                <Checkbox key={a.id} value={a.id}>
                  {a.name}
                </Checkbox>
              ))}
            </Checkbox.Group>
            <Select
              aria-label="UF"
              placeholder="UF"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={uf}
              onChange={(v: string | undefined) => {
                setUf(v);
                setCity(undefined);
              }}
              options={(table?.states ?? []).map((s) => ({ label: s.code, value: s.code }))}
              style={{ width: '100%' }}
            />
            <Select
              aria-label="Cidade"
              placeholder="Cidade"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!uf}
              value={city}
              onChange={setCity}
              options={cities.map((c) => ({ label: c, value: c }))}
              style={{ width: '100%' }}
            />
            <Select
              aria-label="Grau de risco"
              placeholder="Grau de risco (NR-4)"
              allowClear
              value={grade}
              onChange={(v: SearchListingsQuery['grade'] | undefined) => setGrade(v)}
              options={(['1', '2', '3', '4'] as const).map((g) => ({ label: `Grau de risco ${g}`, value: g }))}
              style={{ width: '100%' }}
            />
            <Space>
              <Button
                type="primary"
                onClick={() => {
                  setPage(1);
                  setApplied({ keyword: keyword.trim(), areas, uf, city, grade });
                }}
              >
                Filtrar
              </Button>
              <Button
                onClick={() => {
                  setKeyword('');
                  setAreas([]);
                  setUf(undefined);
                  setCity(undefined);
                  setGrade(undefined);
                  setPage(1);
                  setApplied({ keyword: '', areas: [] });
                }}
              >
                Limpar
              </Button>
            </Space>
          </Space>
        </Col>
        <Col xs={24} md={17}>
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
                checked={showAll}
                onChange={(next) => {
                  setPage(1);
                  setShowAll(next);
                }}
              />
              <Typography.Text>
                <label htmlFor="show-all-demands">Mostrar todas as demandas</label>
              </Typography.Text>
            </Space>
            <Select
              aria-label="Ordenar"
              value={sort}
              onChange={(v: Sort) => setSort(v)}
              options={SORTS}
              style={{ width: 200 }}
            />
          </div>
          {result.matchedProfile ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: spacing.md }}
              message="Mostrando as demandas das áreas, NRs e regiões que você atende."
              description="Ligue “Mostrar todas as demandas” para ver as demais."
            />
          ) : null}
          {result.data.length === 0 ? <Empty description="Nenhum serviço foi encontrado." /> : null}
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
              current={page}
              pageSize={LISTING_PAGE_SIZE}
              total={result.pages.length * LISTING_PAGE_SIZE}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
          {result.morePages ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: spacing.md }}>
              Há mais demandas do que as páginas mostradas: use os filtros para refinar a busca.
            </Typography.Paragraph>
          ) : null}
        </Col>
      </Row>
    </PageCard>
  );
}
