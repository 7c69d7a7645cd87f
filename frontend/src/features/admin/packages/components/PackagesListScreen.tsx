import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { Button, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { deleteClicked, editClicked, listRequested, nameFilterChanged, selectPackages } from '../packagesSlice';

/** /admin/credits: search by package name, Novo, credits, demands, price and price per credit, pages. */
export function PackagesListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, page, perPage, total, loading, nameFilter } = useAppSelector(selectPackages).list;

  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);

  const columns: TableColumnsType<CreditPackage> = [
    { title: 'Nome', dataIndex: 'name', key: 'name' },
    { title: 'Créditos', dataIndex: 'credits', key: 'credits', responsive: ['sm'] },
    { title: 'Demandas', dataIndex: 'ndemanda', key: 'ndemanda', responsive: ['md'] },
    { title: 'Valor', dataIndex: 'price', key: 'price', render: (price: number) => formatBRL(price) },
    { title: 'Valor por crédito', dataIndex: 'pricePerCredit', key: 'ppc', responsive: ['lg'], render: (v: number) => formatBRL(v) },
    { title: 'Situação', dataIndex: 'status', key: 'status', width: 104, render: (s: boolean) => (s ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>) },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_v, p) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${p.name}`} onClick={() => dispatch(editClicked(p.id))} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${p.name}`} onClick={() => dispatch(deleteClicked(p.id))} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="Pacotes de Créditos">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, marginBottom: spacing.lg }}>
        <Input
          aria-label="Pesquisar por nome do pacote"
          placeholder="Pesquisar por nome do pacote"
          prefix={<SearchOutlined />}
          allowClear
          value={nameFilter}
          onChange={(e) => dispatch(nameFilterChanged(e.target.value))}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.admin.creditsAdd)}>
          Novo
        </Button>
      </div>
      <Table<CreditPackage>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{ current: page, pageSize: perPage, total, showSizeChanger: false, onChange: (next) => dispatch(listRequested({ page: next })) }}
      />
    </PageCard>
  );
}
