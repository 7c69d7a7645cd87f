import type { Faq } from '@conectasst/common/api/pages';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { paths } from '../../../../config/paths';
import { faqDeleteClicked, faqEditClicked, faqsOpened, selectPages } from '../pagesSlice';

/** /admin/cms/PerguntasFrequentes: Novo, edit, delete. */
export function FaqListScreen() {
  const { faqs, loading } = useAppSelector(selectPages);
  return (
    <CrudListScreen<Faq>
      title="Perguntas Frequentes"
      list={{ items: faqs, loading }}
      opened={faqsOpened}
      actions={{ editClicked: faqEditClicked, deleteClicked: faqDeleteClicked }}
      rowName={(faq) => faq.title}
      addPath={paths.admin.cmsFaqNew}
      hideOnSinglePage
      columns={[{ title: 'Titulo', dataIndex: 'title', key: 'title' }]}
    />
  );
}
