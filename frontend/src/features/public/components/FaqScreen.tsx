import { Collapse } from 'antd';
import { ContentText } from './ContentText';
import { PublicContentScreen } from './PublicContentScreen';

/** /perguntas-frequentes: the FAQ from `GET /v1/pages?page=common_questions`. */
export function FaqScreen() {
  return (
    <PublicContentScreen content="faqs" title="Perguntas frequentes" empty="Nenhuma pergunta cadastrada">
      {(faqs) => (
        <Collapse
          items={faqs.map((faq) => ({
            key: faq.id,
            label: faq.title,
            children: <ContentText text={faq.description} />,
          }))}
          defaultActiveKey={faqs.slice(0, 1).map((faq) => faq.id)}
        />
      )}
    </PublicContentScreen>
  );
}
