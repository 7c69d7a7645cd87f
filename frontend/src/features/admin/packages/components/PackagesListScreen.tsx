import type { CreditPackage } from '@conectasst/common/api/packages';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { statusColumn } from '../../../../components/admin/statusColumn';
import { paths } from '../../../../config/paths';
import { deleteClicked, editClicked, packagesSlice, selectPackages } from '../packagesSlice';

/** /admin/credits: search by package name, Novo, credits, demands, price and price per credit, pages. */
export function PackagesListScreen() {
  const { list } = useAppSelector(selectPackages);
  return (
    <CrudListScreen<CreditPackage>
      title="Pacotes de Créditos"
      list={list}
      actions={{ ...packagesSlice.actions, editClicked, deleteClicked }}
      rowName={(p) => p.name}
      addPath={paths.admin.creditsAdd}
      searchLabel="Pesquisar por nome do pacote"
      columns={[
        { title: 'Nome', dataIndex: 'name', key: 'name' },
        { title: 'Créditos', dataIndex: 'credits', key: 'credits', responsive: ['sm'] },
        { title: 'Demandas', dataIndex: 'ndemanda', key: 'ndemanda', responsive: ['md'] },
        { title: 'Valor', dataIndex: 'price', key: 'price', render: (price: number) => formatBRL(price) },
        {
          title: 'Valor por crédito',
          dataIndex: 'pricePerCredit',
          key: 'ppc',
          responsive: ['lg'],
          render: (v: number) => formatBRL(v),
        },
        statusColumn(),
      ]}
    />
  );
}
