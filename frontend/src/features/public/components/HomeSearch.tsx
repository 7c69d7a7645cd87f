import { CloseOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Spin, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { palette, spacing } from '../../../config/theme';
import { nextStepClicked, searchTextChanged, selectPublicSite, serviceAdded, serviceRemoved } from '../publicSiteSlice';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: spacing.sm,
  padding: `${spacing.sm}px ${spacing.xs}px`,
  borderBottom: `1px solid ${palette.green100}`,
} as const;

/**
 * Home hero search (spec §2/§4): typing searches the catalogue; a dropdown lists up to 7 services, each with
 * Adicionar; the picks are listed with remove buttons; Próximo Passo goes to /demanda.
 */
export function HomeSearch() {
  const dispatch = useAppDispatch();
  const { search, selected } = useAppSelector(selectPublicSite);
  const open = search.text.trim().length > 0;

  return (
    <div style={{ maxWidth: 720 }}>
      <div>
        <Input
          size="large"
          aria-label="Buscar serviços ou NRs"
          placeholder="Ex.: PGR, PCMSO, NR-35, laudo de insalubridade"
          prefix={<SearchOutlined />}
          allowClear
          value={search.text}
          onChange={(event) => dispatch(searchTextChanged(event.target.value))}
        />
        {open ? (
          <Card
            size="small"
            // In the flow (not floating): it pushes the picks down instead of covering their remove buttons.
            style={{ marginTop: spacing.xs, boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
            styles={{ body: { padding: spacing.xs } }}
          >
            {search.loading && search.results.length === 0 ? (
              <div style={{ padding: spacing.md, textAlign: 'center' }}>
                <Spin size="small" />
              </div>
            ) : search.results.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum serviço encontrado" />
            ) : (
              <ul role="listbox" aria-label="Serviços encontrados" style={listStyle}>
                {search.results.map((result) => {
                  const already = selected.some((s) => s.id === result.id);
                  return (
                    <li key={result.id} role="option" aria-selected={already} style={rowStyle}>
                      <span style={{ color: palette.text }}>{result.title}</span>
                      <Button
                        type="primary"
                        size="small"
                        icon={<PlusOutlined />}
                        disabled={already}
                        aria-label={`Adicionar ${result.title}`}
                        onClick={() => dispatch(serviceAdded({ id: result.id, name: result.title }))}
                      >
                        Adicionar
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        ) : null}
      </div>
      <Card size="small" style={{ marginTop: spacing.md }} title="Serviços selecionados">
        {selected.length === 0 ? (
          <Typography.Text type="secondary">Busque e adicione os serviços de que sua empresa precisa.</Typography.Text>
        ) : (
          <ul aria-label="Serviços selecionados" style={listStyle}>
            {selected.map((service) => (
              <li key={service.id} style={rowStyle}>
                <span>{service.name}</span>
                <Button type="text" danger icon={<CloseOutlined />} aria-label={`Remover ${service.name}`} onClick={() => dispatch(serviceRemoved(service.id))} />
              </li>
            ))}
          </ul>
        )}
        <Button type="primary" size="large" block disabled={selected.length === 0} style={{ marginTop: spacing.md }} onClick={() => dispatch(nextStepClicked())}>
          Próximo Passo
        </Button>
      </Card>
    </div>
  );
}
